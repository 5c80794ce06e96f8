// [L] the designer's later rewrites of the seed's pilot talents (mechs-pilots-latest.md), under
// pilotTalents: latest (MR-30): 剑圣, 敏捷, 杀意, 捕杀, 狡诈.
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../engine/index.js';
import { evadeTotal } from '../combat.js';
import { PILOTS } from '../data.js';
import { mechaOptionsSchema } from '../options.js';
import { makeCtx } from '../state.js';
import { eventsOf, keys, play, rollsLeft, scenario, Z } from './scenario.js';

const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;
const ids = (pilotTalents: 'seed' | 'latest') => makeCtx(parseOptions(mechaOptionsSchema, { pilotTalents })).pilots.map((p) => PILOTS[p].id);

/** Red's mech (unit 2) with `red` aboard at Z(2,0) against Blue's RU-001 (unit 3) with `blue` aboard at `zone`. */
function duel(red: { mech: string; pilot: string; weapon?: number }, blue: string, dice: number[], zone = Z(2, 0), hp?: number) {
  return scenario({
    red: { ship: 'FA-07A' },
    blue: { ship: 'FA-07A' },
    mechs: [
      { owner: 0, zone: Z(2, 0), ...red },
      { owner: 1, mech: 'RU-001', zone, pilot: blue, hp },
    ],
    ap: 4,
    dice,
  });
}

describe('MR-30 [L] pilot talents', () => {
  it('MR-30 pilotTalents: latest puts the rewritten pilots in the pool in place of the seed ones (seed: the reverse)', () => {
    expect(ids('seed')).toContain('hans-zimmers');
    expect(ids('seed')).not.toContain('hans-zimmers-l');
    const latest = ids('latest');
    for (const id of ['hans-zimmers', 'zack-fair', 'justin-timberlake', 'linus-torvalds', 'john-snow']) {
      expect(latest).toContain(`${id}-l`);
      expect(latest).not.toContain(id);
    }
    expect(latest).toContain('jack-thunder'); // 紧急脱离 is unchanged
  });

  it('MR-30 剑圣 (Hans Zimmers [L]): hit by a melee weapon, 50% to strike back with the same damage', () => {
    const run = (roll: number) => {
      const s = duel({ mech: 'UBT1-T2', pilot: 'zack-fair' }, 'hans-zimmers-l', [1, 20, roll]);
      play(s, 0, { t: 'op', m: 2 });
      const ev = play(s, 0, attack(2, 3));
      expect(rollsLeft(s)).toBe(0);
      return { s, ev };
    };
    const hit = run(1);
    expect([hit.s.units[3].hp, hit.s.units[2].hp]).toEqual([4, 2]);
    expect(eventsOf(hit.ev, 'talent')).toMatchObject([{ talent: 'swordSaint' }]);
    const miss = run(20);
    expect([miss.s.units[3].hp, miss.s.units[2].hp]).toEqual([4, 3]);
    expect(miss.s.sides[1].crew[0].shown).toBe(true); // the roll showed the talent
  });

  it('MR-30 敏捷 (Zack Fair [L]): hit by a ranged weapon, 30% to evade after all', () => {
    const s = duel({ mech: 'URA-01A', pilot: 'hans-zimmers' }, 'zack-fair-l', [1, 20, 1, 1, 20, 20]);
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, attack(2, 3));
    expect(eventsOf(ev, 'shot').map((x) => x.landed)).toEqual([false, true]);
    expect(s.units[3].hp).toBe(4);
    expect(s.sides[1].crew[0].shown).toBe(true);
    expect(rollsLeft(s)).toBe(0);
  });

  it('MR-30 杀意 (Justin Timberlake [L]): once a sortie, free, an enemy mech within 1 evades −5 this turn', () => {
    const s = duel({ mech: 'URA-01A', pilot: 'justin-timberlake-l' }, 'hans-zimmers', [], Z(3, 0));
    const before = evadeTotal(s, s.units[3], null);
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0)).toContain('talent:2:3');
    play(s, 0, { t: 'talent', m: 2, u: 3 });
    expect(evadeTotal(s, s.units[3], null)).toBe(before - 5);
    expect(s.acts).toEqual([2]); // its action is still to take
    expect(keys(s, 0).some((k) => k.startsWith('talent:'))).toBe(false); // once a sortie
    s.turn++;
    expect(evadeTotal(s, s.units[3], null)).toBe(before);
  });

  it('MR-30 捕杀 (Linus [L]): as 视限超感, a damaged enemy mech needs two successful evade rolls', () => {
    const s = duel({ mech: 'URA-01B', pilot: 'linus-torvalds-l', weapon: 1 }, 'hans-zimmers', [1, 1, 20], Z(2, 0), 4);
    play(s, 0, { t: 'op', m: 2 });
    expect(eventsOf(play(s, 0, attack(2, 3)), 'shot')[0]).toMatchObject({ evade: [1, 20], landed: true });
  });

  it('MR-30 狡诈 (John Snow [L]): an enemy mech within 1 has its pilot talent silenced this turn (here 敏捷 rolls no more)', () => {
    const s = duel({ mech: 'URA-01A', pilot: 'john-snow-l' }, 'zack-fair-l', [1, 20, 1, 20]);
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'talent', m: 2, u: 3 });
    const ev = play(s, 0, attack(2, 3));
    expect(eventsOf(ev, 'chance')).toEqual([]);
    expect(s.units[3].hp).toBe(3);
    expect(rollsLeft(s)).toBe(0);
  });
});
