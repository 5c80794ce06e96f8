// Clicks on the naval map pick the actions of the clicked hex, narrowed to the focused unit.
import { describe, expect, it } from 'vitest';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { candidatesAtHex, candidatesOnUnit, selectableUnits, targetHexes, unitCommands } from './pick.js';

const choice = (action: Json): ActionChoice => ({ action, key: JSON.stringify(action), label: { zh: '', en: '' } });

const moves = [
  choice({ t: 'step', u: 1, h: 10 }),
  choice({ t: 'step', u: 1, h: 11 }),
  choice({ t: 'step', u: 2, h: 11 }),
  choice({ t: 'step', u: 2, h: 12 }),
  choice({ t: 'stop', u: 1 }),
  choice({ t: 'stop', u: 2 }),
  choice({ t: 'reinforce', cls: 'C', h: 30 }),
  choice({ t: 'sink', u: 2, target: 7 }),
  choice({ t: 'pass' }),
];

describe('naval map picking', () => {
  it('a hex reachable by one unit offers exactly that move', () => {
    expect(candidatesAtHex(moves, 10, null).map((c) => c.action)).toEqual([{ t: 'step', u: 1, h: 10 }]);
  });

  it('a hex reachable by two units offers both until one is focused', () => {
    expect(candidatesAtHex(moves, 11, null)).toHaveLength(2);
    expect(candidatesAtHex(moves, 11, 2).map((c) => c.action)).toEqual([{ t: 'step', u: 2, h: 11 }]);
  });

  it('a focused unit narrows the target hexes to its own, plus unit-less actions', () => {
    expect([...targetHexes(moves, 1)].sort()).toEqual([10, 11, 30]);
    expect([...targetHexes(moves, null)].sort()).toEqual([10, 11, 12, 30]);
  });

  it('units with something to do are selectable; an enemy submarine is a click target', () => {
    expect([...selectableUnits(moves)].sort()).toEqual([1, 2]);
    expect(candidatesOnUnit(moves, 7, null).map((c) => c.action)).toEqual([{ t: 'sink', u: 2, target: 7 }]);
    expect(candidatesOnUnit(moves, 7, 1)).toEqual([]);
  });

  it('the focused unit’s commands without a hex are listed beside the map', () => {
    expect(unitCommands(moves, 1).map((c) => c.action)).toEqual([{ t: 'stop', u: 1 }]);
    expect(unitCommands(moves, null)).toEqual([]);
  });
});
