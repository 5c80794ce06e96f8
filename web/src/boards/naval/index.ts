// 海战: the naval board module.
import type { BoardModule } from '../types.js';
import { className, SIDES } from './labels.js';
import { NavalBoard } from './NavalBoard.js';
import { NAVAL_MAIN_OPTIONS, NAVAL_OPTION_LABELS } from './options.js';

export const navalBoard: BoardModule = {
  Board: NavalBoard,
  seatName: (seat) => SIDES[seat] ?? { zh: `${seat + 1}号座位`, en: `Seat ${seat + 1}` },
  optionLabels: NAVAL_OPTION_LABELS,
  mainOptions: NAVAL_MAIN_OPTIONS,
  contentName: className,
  toast: (e) => e.type === 'sunk' || e.type === 'damage' || e.type === 'mineHit',
};
