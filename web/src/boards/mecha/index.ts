// 战舰战甲 (mecha): the zone board module. The board (with the card names it needs) loads only
// when a mecha match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { contentName } from './content.js';
import { MECHA_MAIN_OPTIONS, MECHA_OPTION_LABELS } from './options.js';
import { SIDES } from './words.js';

export const mechaBoard: BoardModule = {
  Board: lazy(() => import('./MechaBoard.js').then((m) => ({ default: m.MechaBoard }))),
  seatName: (seat) => SIDES[seat] ?? { zh: `${seat + 1}号座位`, en: `Seat ${seat + 1}` },
  optionLabels: MECHA_OPTION_LABELS,
  mainOptions: MECHA_MAIN_OPTIONS,
  contentName,
  toast: (e) => e.type === 'sunk' || e.type === 'pilotLost' || (e.type === 'shot' && typeof e.data === 'object' && e.data !== null && (e.data as { landed?: unknown }).landed === true),
};
