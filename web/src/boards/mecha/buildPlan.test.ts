import { describe, expect, it } from 'vitest';
import { SHIPS } from '../../../../src/games/mecha/data.js';
import { buildCounts, buildStep } from './buildPlan.js';
import type { MechaBuildView } from './view.js';

const empty: MechaBuildView = { ship: null, guns: [], mechs: [], captain: null, pilots: [], cards: [], mcards: [], done: false };

describe('mecha fleet building panel', () => {
  it('SETUP-3 the draft step now (later choices wait for it) and each count filled against the ship and options', () => {
    const ship = SHIPS[0];
    expect(buildStep(empty, undefined)).toBe('ship');
    const b: MechaBuildView = { ...empty, ship: ship.id };
    expect(buildStep(b, undefined)).toBe(ship.guns > 0 ? 'guns' : 'mechs');
    const counts = buildCounts(b, { libraryShipCards: 10, libraryMechCards: 8 });
    expect(counts.map((c) => [c.step, c.have, c.of])).toEqual([
      ['guns', 0, ship.guns],
      ['mechs', 0, ship.mechs],
      ['pilots', 0, ship.pilots],
      ['cards', 0, 10],
      ['mcards', 0, 8],
    ]);
    expect(buildStep({ ...b, done: true }, undefined)).toBe('done');
  });
});
