// 海战: the naval board module. The board (with the ship table it plans moves by) loads only when a
// naval match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { className, SIDES } from './labels.js';
import { NAVAL_MAIN_OPTIONS, NAVAL_OPTION_LABELS } from './options.js';

export const navalBoard: BoardModule = {
  Board: lazy(() => import('./NavalBoard.js').then((m) => ({ default: m.NavalBoard }))),
  seatName: (seat) => SIDES[seat] ?? { zh: `${seat + 1}号座位`, en: `Seat ${seat + 1}` },
  optionLabels: NAVAL_OPTION_LABELS,
  mainOptions: NAVAL_MAIN_OPTIONS,
  contentName: className,
  toast: (e) => e.type === 'sunk' || e.type === 'damage' || e.type === 'mineHit',
};
