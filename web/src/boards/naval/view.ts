// Recognising a naval view among the JSON a server sends.
import type { Json } from '../../../../src/protocol/types.js';
import type { NavalView } from '../../../../src/games/naval/view-types.js';
import { isRecord } from '../fields.js';

export type { NavalView, NavalUnitView, NavalBoardView } from '../../../../src/games/naval/view-types.js';

export function asNavalView(view: Json): NavalView | null {
  if (!isRecord(view) || view.game !== 'naval' || !isRecord(view.board) || !Array.isArray(view.units)) return null;
  return view as unknown as NavalView;
}
