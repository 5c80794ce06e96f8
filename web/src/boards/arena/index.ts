// 斗擂奇谭 (arena): the hex arena board module, loaded only when an arena match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { arenaContentName } from './names.js';
import { ARENA_MAIN_OPTIONS, ARENA_OPTION_LABELS } from './options.js';

export const arenaBoard: BoardModule = {
  Board: lazy(() => import('./ArenaBoard.js').then((m) => ({ default: m.ArenaBoard }))),
  seatName: (seat) => ({ zh: `玩家${seat + 1}`, en: `Player ${seat + 1}` }),
  optionLabels: ARENA_OPTION_LABELS,
  mainOptions: ARENA_MAIN_OPTIONS,
  contentName: arenaContentName,
};
