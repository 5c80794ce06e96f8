// Issue 19's fixes: the giant mech (巨型战甲) is a mech for the effects that name mechs — 视限超感,
// 电磁干扰爆弹, 拉钩 — and a turn skipped by 泄能磁场 has no end-of-turn move.
import { describe, expect, it } from 'vitest';
import { evadeTotal, hitTotal } from '../combat.js';
import { WEAPONS } from '../data.js';
import type { MechaState } from '../state.js';
import { BLUE_SHIP, eventsOf, keys, play, rollsLeft, scenario, weaponIx, Z, type MechSpec } from './scenario.js';

const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;

/** Blue's 白天马 turned giant mech (MR-19) at its ship zone, `hp` of 30, with a 电击钩爪; Red's mech is unit 2. */
function giantVs(mech: MechSpec, hp: number, dice: number[]): MechaState {
  const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'white-pegasus' }, mechs: [mech], ap: 4, dice });
  const g = s.units[1];
  Object.assign(g, { giant: true, hp, maxHp: 30, hit: 10, evade: 10, guns: [{ w: weaponIx('shock-claw'), ammo: 2 }] });
  return s;
}

describe('issue 19: the giant mech is a mech', () => {
  it('M-100 视限超感 against a damaged giant mech: two evade rolls must both succeed', () => {
    const shot = (hp: number, dice: number[]) => {
      const s = giantVs({ owner: 0, mech: 'URA-01B', zone: BLUE_SHIP, pilot: 'linus-torvalds', weapon: 1 }, hp, dice);
      play(s, 0, { t: 'op', m: 2 });
      const ev = eventsOf(play(s, 0, attack(2, 1)), 'shot')[0];
      expect(rollsLeft(s)).toBe(0);
      return ev;
    };
    expect(shot(30, [1, 1])).toMatchObject({ evade: [1], landed: false }); // full HP: one roll
    expect(shot(20, [1, 1, 19])).toMatchObject({ evade: [1, 19], landed: true }); // the second fails
  });

  it('M-87 电磁干扰爆弹 on a giant mech: its hit and evade −5 for two turns', () => {
    const s = giantVs({ owner: 0, mech: 'RU-001', zone: Z(3, 1), pilot: 'zack-fair' }, 20, [1, 20]);
    const g = s.units[1];
    const red = s.units[2];
    const claw = WEAPONS[g.guns[0].w];
    const [hit0, evade0] = [hitTotal(s, g, red, claw, null), evadeTotal(s, g, null)];
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect(g).toMatchObject({ debuff: 5, debuffTurns: 2 });
    expect(hitTotal(s, g, red, claw, null)).toBe(hit0 - 5);
    expect(evadeTotal(s, g, null)).toBe(evade0 - 5);
  });

  it('M-110 拉钩 pulls a giant mech into its zone, and the giant evades −3', () => {
    const s = giantVs({ owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'zack-fair', gear: ['hook'] }, 20, []);
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0)).toContain('gear:2:0:1');
    play(s, 0, { t: 'gear', m: 2, i: 0, u: 1 });
    expect(s.units[1].zone).toBe(Z(3, 1));
    expect(evadeTotal(s, s.units[1], null)).toBe(10 - 3);
  });
});

describe('issue 19: a skipped turn', () => {
  it('M-61 泄能磁场 skips the rest of the turn, the end-of-turn move (曲率推进装置) included', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A', hand: ['drain-field'] },
      mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'zack-fair' }],
      ap: 2,
    });
    play(s, 0, { t: 'gather' });
    play(s, 1, { t: 'react', k: 'drainField', u: -1 });
    expect([s.active, s.endMoves]).toEqual([1, null]);
    // Declined, the same turn ends with the move that 曲率推进装置 gives.
    const t = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A', hand: ['drain-field'] }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'zack-fair' }], ap: 2 });
    play(t, 0, { t: 'gather' });
    play(t, 1, { t: 'react', k: 'decline', u: -1 });
    expect([t.active, t.endMoves]).toEqual([0, [2]]);
  });
});
