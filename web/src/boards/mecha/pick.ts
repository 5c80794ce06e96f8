// From clicks to mecha actions. Actions name the acting mech by `m`, a zone by `z`, a unit by `u` —
// except area weapons, whose `u` is the target zone. With a mech selected, clicks mean its actions.
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { num, str } from '../fields.js';
import { isAreaWeapon } from './names.js';
import type { MechaView } from './view.js';

/** Does this fire/attack action use an area weapon (its `u` is a zone)? */
export function isAreaAttack(view: MechaView, seat: number | null, c: ActionChoice): boolean {
  const t = str(c.action, 't');
  const g = num(c.action, 'g');
  if ((t !== 'fire' && t !== 'attack') || g === undefined) return false;
  const m = num(c.action, 'm');
  const src = t === 'attack' ? view.units.find((u) => u.id === m) : view.units.find((u) => u.kind === 'ship' && u.owner === seat);
  const weapon = src?.guns[g]?.weapon;
  return weapon !== undefined && isAreaWeapon(weapon);
}

function ofFocus(c: ActionChoice, focus: number | null): boolean {
  return focus === null || num(c.action, 'm') === focus;
}

/** Own mechs with something to do (the `m` of some action). */
export function actingUnits(actions: readonly ActionChoice[]): Set<number> {
  const out = new Set<number>();
  for (const c of actions) {
    const m = num(c.action, 'm');
    if (m !== undefined) out.add(m);
  }
  return out;
}

/** The zone a click on it would act on, per action; undefined when the action names no zone. */
function zoneOf(view: MechaView, seat: number | null, c: ActionChoice): number | undefined {
  const z = num(c.action, 'z');
  if (z !== undefined) return z;
  return isAreaAttack(view, seat, c) ? num(c.action, 'u') : undefined;
}

export function zoneTargets(view: MechaView, seat: number | null, actions: readonly ActionChoice[], focus: number | null): Set<number> {
  const out = new Set<number>();
  for (const c of actions) {
    const z = zoneOf(view, seat, c);
    if (z !== undefined && ofFocus(c, focus)) out.add(z);
  }
  return out;
}

export function atZone(view: MechaView, seat: number | null, actions: readonly ActionChoice[], z: number, focus: number | null): ActionChoice[] {
  return actions.filter((c) => zoneOf(view, seat, c) === z && ofFocus(c, focus));
}

/** Actions aimed at unit `id` (attacks, gear, the turret, a second target…). */
export function onUnit(view: MechaView, seat: number | null, actions: readonly ActionChoice[], id: number, focus: number | null): ActionChoice[] {
  return actions.filter((c) => num(c.action, 'u') === id && !isAreaAttack(view, seat, c) && ofFocus(c, focus));
}

/** The selected mech's actions that need no zone or target (operate, recover, hold…). */
export function unitCommands(actions: readonly ActionChoice[], focus: number | null): ActionChoice[] {
  if (focus === null) return [];
  return actions.filter((c) => num(c.action, 'm') === focus && num(c.action, 'z') === undefined && num(c.action, 'u') === undefined);
}
