// 設計圖及角色 (blueprints): the polar-ground board module, loaded only when a blueprints match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { blueprintsContentName } from './summary-names.js';

export const blueprintsBoard: BoardModule = {
  Board: lazy(() => import('./BlueprintsBoard.js').then((m) => ({ default: m.BlueprintsBoard }))),
  seatName: (seat) => ({ zh: `玩家${seat + 1}`, en: `Player ${seat + 1}` }),
  optionLabels: {
    maxRounds: { zh: '回合上限', en: 'Round limit' },
    startPool: { zh: '基地起始能量', en: 'Starting base W' },
    useWindows: { zh: '他人回合可使用地面物件', en: 'Ground objects usable in others\' turns' },
  },
  mainOptions: ['maxRounds', 'startPool'],
  contentName: blueprintsContentName,
};
