// 斗擂奇谭 (arena): the hex arena board module, loaded only when an arena match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { arenaContentName } from './names.js';

export const arenaBoard: BoardModule = {
  Board: lazy(() => import('./ArenaBoard.js').then((m) => ({ default: m.ArenaBoard }))),
  seatName: (seat) => ({ zh: `玩家${seat + 1}`, en: `Player ${seat + 1}` }),
  optionLabels: {
    radius: { zh: '地图半径', en: 'Map radius' },
    life: { zh: '初始生命值', en: 'Starting life' },
    deck: { zh: '卡组 (32/36)', en: 'Deck (32/36)' },
    teams6: { zh: '六人分组', en: 'Six-player teams' },
    roundCap: { zh: '轮数上限', en: 'Round limit' },
    characters: { zh: '角色 (按座位)', en: 'Characters (by seat)' },
  },
  mainOptions: ['characters', 'radius', 'deck', 'teams6'],
  contentName: arenaContentName,
};
