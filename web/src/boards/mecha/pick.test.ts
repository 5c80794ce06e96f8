// Clicks on the mecha board: zones for moves and launches, units for attacks; an area weapon's
// target is a zone even though the action calls it `u`.
import { describe, expect, it } from 'vitest';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { actingUnits, atZone, onUnit, unitCommands, zoneTargets } from './pick.js';
import type { MechaUnitView, MechaView } from './view.js';

const choice = (action: Json): ActionChoice => ({ action, key: JSON.stringify(action), label: { zh: '', en: '' } });

const unit = (id: number, owner: number, kind: 'ship' | 'mech', guns: string[]): MechaUnitView =>
  ({ id, owner, kind, card: 'x', place: 'field', zone: 0, guns: guns.map((weapon) => ({ weapon, ammo: 1 })) }) as unknown as MechaUnitView;

const view = {
  game: 'mecha',
  units: [unit(0, 0, 'ship', ['heavy-vulcan', 'flak-barrage']), unit(1, 0, 'mech', ['mech-rifle']), unit(2, 1, 'mech', ['mech-rifle'])],
  sides: [],
} as unknown as MechaView;

const actions = [
  choice({ t: 'fire', g: 0, u: 2 }), // vulcan at mech #2
  choice({ t: 'fire', g: 1, u: 4 }), // flak barrage (area) at zone 4
  choice({ t: 'move', m: 1, z: 3 }),
  choice({ t: 'attack', m: 1, g: 0, u: 2 }),
  choice({ t: 'hold', m: 1 }),
  choice({ t: 'end' }),
];

describe('mecha board picking', () => {
  it('an area weapon targets the zone in its `u`, other weapons the unit', () => {
    expect(atZone(view, 0, actions, 4, null).map((c) => c.action)).toEqual([{ t: 'fire', g: 1, u: 4 }]);
    expect(onUnit(view, 0, actions, 2, null)).toHaveLength(2);
    expect(onUnit(view, 0, actions, 4, null)).toEqual([]);
  });

  it('a selected mech narrows clicks to its own actions', () => {
    expect([...actingUnits(actions)]).toEqual([1]);
    expect(onUnit(view, 0, actions, 2, 1).map((c) => c.action)).toEqual([{ t: 'attack', m: 1, g: 0, u: 2 }]);
    expect([...zoneTargets(view, 0, actions, 1)]).toEqual([3]);
    expect([...zoneTargets(view, 0, actions, null)].sort()).toEqual([3, 4]);
    expect(unitCommands(actions, 1).map((c) => c.action)).toEqual([{ t: 'hold', m: 1 }]);
  });
});
