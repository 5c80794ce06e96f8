// KARDS: the board module, loaded only when a KARDS match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { cardName } from './names.js';
import { KARDS_MAIN_OPTIONS, KARDS_OPTION_LABELS } from './options.js';

export const kardsBoard: BoardModule = {
  Board: lazy(() => import('./KardsBoard.js').then((m) => ({ default: m.KardsBoard }))),
  seatName: (seat) => ({ zh: `${seat + 1}号玩家`, en: `Player ${seat + 1}` }),
  optionLabels: KARDS_OPTION_LABELS,
  mainOptions: KARDS_MAIN_OPTIONS,
  contentName: cardName,
};
