// From clicks to naval actions. Actions name a unit by `u`, a hex by `h`, an enemy submarine by
// `target`. A click on a hex offers the actions at that hex — of the focused unit, when one is
// focused — and the screen takes the only one or asks which.
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { num } from '../fields.js';
import type { NavalView } from './view.js';

/** The unit clicks refer to: the unit in the middle of its move, else the one the player selected. */
export function focusUnit(view: NavalView, selected: number | null): number | null {
  return view.active?.u ?? selected;
}

/** Does this action belong to unit `u`? Actions naming no unit (reinforce, pass) belong to every focus. */
function ofFocus(c: ActionChoice, focus: number | null): boolean {
  if (focus === null) return true;
  const u = num(c.action, 'u');
  return u === undefined || u === focus;
}

/** Own units that have something to do now. */
export function selectableUnits(actions: readonly ActionChoice[]): Set<number> {
  const out = new Set<number>();
  for (const c of actions) {
    const u = num(c.action, 'u');
    if (u !== undefined && u >= 0) out.add(u);
  }
  return out;
}

/** Hexes a click can act on now. */
export function targetHexes(actions: readonly ActionChoice[], focus: number | null): Set<number> {
  const out = new Set<number>();
  for (const c of actions) {
    const h = num(c.action, 'h');
    if (h !== undefined && ofFocus(c, focus)) out.add(h);
  }
  return out;
}

export function candidatesAtHex(actions: readonly ActionChoice[], h: number, focus: number | null): ActionChoice[] {
  return actions.filter((c) => num(c.action, 'h') === h && ofFocus(c, focus));
}

/** Actions aimed at a unit itself (a destroyer sinking a submarine). */
export function candidatesOnUnit(actions: readonly ActionChoice[], unit: number, focus: number | null): ActionChoice[] {
  return actions.filter((c) => num(c.action, 'target') === unit && ofFocus(c, focus));
}

/** The focused unit's actions that take no hex (done, resupply, sortie…), shown beside the map. */
export function unitCommands(actions: readonly ActionChoice[], focus: number | null): ActionChoice[] {
  if (focus === null) return [];
  return actions.filter((c) => num(c.action, 'u') === focus && num(c.action, 'h') === undefined && num(c.action, 'target') === undefined);
}
