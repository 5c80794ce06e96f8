// 設計圖及角色 (blueprints): the polar-ground board module, loaded only when a blueprints match is shown.
import { lazy } from 'react';
import type { BoardModule } from '../types.js';
import { blueprintsContentName } from './summary-names.js';
import { BLUEPRINTS_MAIN_OPTIONS, BLUEPRINTS_OPTION_LABELS } from './options.js';

export const blueprintsBoard: BoardModule = {
  Board: lazy(() => import('./BlueprintsBoard.js').then((m) => ({ default: m.BlueprintsBoard }))),
  seatName: (seat) => ({ zh: `玩家${seat + 1}`, en: `Player ${seat + 1}` }),
  optionLabels: BLUEPRINTS_OPTION_LABELS,
  mainOptions: BLUEPRINTS_MAIN_OPTIONS,
  contentName: blueprintsContentName,
};
