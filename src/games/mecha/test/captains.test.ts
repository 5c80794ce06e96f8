// Rule scenario tests, part C: the eight captain skills (M-63 … M-70): acquire conditions, timing
// windows (命中闪避判定均结束时 in the attacker's and the defender's window) and effects.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { SKILL } from '../data.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import { decline, eventsOf, isLegal, keys, play, RED_A, RED_B, rollsLeft, scenario, Z } from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };
const skill = (k: number, a = -1, b = -1) => ({ t: 'skill', k, a, b }) as const;

describe('M-63 … M-70: captain skills', () => {
  it('M-63 动若脱兔: acquired by a mech hit; in the defender window it evades the attack and makes your units immune this turn', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['heat-ray'] },
      blue: { ship: 'FA-07A', captain: 'tim-wall', counters: { hits: 1 } },
      mechs: [{ owner: 1, mech: 'URA-01C', zone: Z(3, 0), pilot: 'zack-fair' }],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.toMove(s)).toEqual([1]);
    expect(keys(s, 1)).toEqual(['react:decline:-1', 'react:swiftHare:-1']);
    const ev = play(s, 1, { t: 'react', k: 'swiftHare', u: -1 });
    expect(s.units[1].hp).toBe(15);
    expect(eventsOf(ev, 'captainShown')).toEqual([{ seat: 1, captain: 'tim-wall' }]);
    expect(view(s, 0).sides[1].captain).toBe('tim-wall');
    expect(keys(s, 0).filter((k) => k.startsWith('fire'))).toEqual([]); // nothing of Blue's may be attacked this turn
    // Acquired in play: a Blue mech's hit in Blue's turn opens the skill in Red's next attack.
    const t = scenario({
      active: 1,
      red: { ship: 'FA-07A', guns: ['heat-ray'] },
      blue: { ship: 'FA-07A', captain: 'tim-wall' },
      mechs: [
        { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers', weapon: 1 },
        { owner: 0, mech: 'URA-01C', zone: Z(2, 0), pilot: 'zack-fair' },
      ],
      dice: [1, 20, 20, 1, 20], // the pistol lands (its 异色外装甲 roll fails), then the heat ray lands
    });
    play(t, 1, { t: 'op', m: 2 });
    play(t, 1, { t: 'attack', m: 2, g: 0, u: 3 });
    expect(t.sides[1].hits).toBe(1);
    play(t, 1, { t: 'end' });
    play(t, 0, { t: 'fire', g: 0, u: 1 });
    expect(keys(t, 1)).toContain('react:swiftHare:-1');
  });

  it('M-64 借刀杀人: after 5 evasions, the defender turns the attack on any other unit, ignoring range', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A', captain: 'tim-wall', counters: { evasions: 5 } },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: RED_A, pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 0), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(keys(s, 1)).toEqual(['react:decline:-1', 'react:borrowedKnife:0', 'react:borrowedKnife:2', 'react:borrowedKnife:3']);
    play(s, 1, { t: 'react', k: 'borrowedKnife', u: 2 });
    expect(s.units[1].hp).toBe(15);
    expect(s.units[2].place).toBe('down'); // Red's own mech takes the 15
    expect(s.sides[1].used).toBe(1 << SKILL.borrowedKnife);
    // Four evasions are not enough.
    const t = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun'] }, blue: { ship: 'FA-07A', captain: 'tim-wall', counters: { evasions: 4 } }, ap: 4, dice: [1, 20] });
    play(t, 0, { t: 'fire', g: 0, u: 1 });
    expect(t.units[1].hp).toBe(0); // no window: the damage lands at once
  });

  it('M-65 精准打击: after 30% ship damage or 2 kills, in the attacker window: this attack and every attack this turn doubled', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['heat-ray'], captain: 'aaron-thompson', counters: { shipDamage: 15 } },
      blue: { ship: 'white-pegasus' },
      mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(3, 1), pilot: 'zack-fair', weapon: 1 }],
      ap: 4,
      dice: [1, 20, 1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.toMove(s)).toEqual([0]);
    expect(keys(s, 0)).toEqual(['react:decline:-1', 'react:precisionStrike:-1']);
    play(s, 0, { t: 'react', k: 'precisionStrike', u: -1 });
    expect(s.units[1].hp).toBe(44);
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'attack', m: 2, g: 0, u: 1 });
    expect(s.units[1].hp).toBe(42); // the pistol's 1, doubled
    // 14 of 50 is under 30%: not acquired, no window; two kills acquire it.
    const under = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'], captain: 'aaron-thompson', counters: { shipDamage: 14 } }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20] });
    play(under, 0, { t: 'fire', g: 0, u: 1 });
    expect(under.win).toBeNull();
    const kills = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'], captain: 'aaron-thompson', counters: { kills: 2 } }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20] });
    play(kills, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.view(kills, 0)).toMatchObject({ window: { seat: 0, kind: 'atk' } });
  });

  it('M-66 南水北调: after 3 turns, with AP left: empty a weapon with ammo, refill another, or take two tokens', () => {
    const s = scenario({ turn: 4, red: { ship: 'FA-07A', guns: ['heavy-vulcan', 'siege-railgun', 'heat-ray'], captain: 'aaron-thompson' }, blue: { ship: 'FA-07A' } });
    s.units[0].guns[1].ammo = 0;
    expect(keys(s, 0).filter((k) => k.startsWith('skill'))).toEqual([`skill:${SKILL.waterTransfer}:0:-1`, `skill:${SKILL.waterTransfer}:0:1`]);
    play(s, 0, skill(SKILL.waterTransfer, 0, 1));
    expect(s.units[0].guns.map((g) => g.ammo)).toEqual([0, 1, -1]);
    expect(s.ap).toBe(2); // the skill itself costs no AP
    const e = scenario({ turn: 4, red: { ship: 'FA-07A', guns: ['heavy-vulcan'], captain: 'aaron-thompson' }, blue: { ship: 'FA-07A' } });
    play(e, 0, skill(SKILL.waterTransfer, 0, -1));
    expect(e.sides[0].energy).toBe(2);
    const early = scenario({ turn: 3, red: { ship: 'FA-07A', guns: ['heavy-vulcan'], captain: 'aaron-thompson' }, blue: { ship: 'FA-07A' } });
    expect(keys(early, 0).some((k) => k.startsWith('skill'))).toBe(false);
  });

  it('M-67 军势: fires by itself when 3 own mechs are on the field: each heals 3', () => {
    const s = scenario({
      red: { ship: 'FA-07C', captain: 'adam-green', pilots: ['jack-thunder'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: RED_A, hp: 1, pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: RED_B, hp: 1, pilot: 'hans-zimmers' },
        { owner: 0, mech: 'URA-00', hp: 2 },
      ],
    });
    play(s, 0, { t: 'launch', m: 4, z: RED_A });
    const ev = play(s, 0, { t: 'pilot', p: 5 });
    expect([2, 3, 4].map((i) => s.units[i].hp)).toEqual([4, 2, 5]);
    expect(eventsOf(ev, 'skill')).toEqual([{ seat: 0, skill: 'martialMight' }]);
    expect(s.sides[0].capShown).toBe(true);
  });

  it('M-68 以牙还牙: after 3 own mechs destroyed, with AP left: destroy an enemy mech', () => {
    const spec = (losses: number) =>
      scenario({
        red: { ship: 'FA-07A', captain: 'adam-green', counters: { losses } },
        blue: { ship: 'FA-07A' },
        mechs: [{ owner: 1, mech: 'URA-00', zone: Z(4, 0), pilot: 'zack-fair' }],
      });
    expect(keys(spec(2), 0).some((k) => k.startsWith('skill'))).toBe(false);
    const s = spec(3);
    play(s, 0, skill(SKILL.toothForTooth, 2));
    expect(s.units[2].place).toBe('down');
    expect(s.sides[0].kills).toBe(1);
  });

  it('M-69 破釜沉舟: with an enemy mech within 1 of your ship zone: HP 100, 防御 (evade) 0, three tokens', () => {
    const s = scenario({
      red: { ship: 'FA-07A', captain: 'tom-steel', hp: 4 },
      blue: { ship: 'FA-07A', guns: ['heat-ray'] },
      mechs: [{ owner: 1, mech: 'URA-01A', zone: RED_A, pilot: 'zack-fair' }],
      dice: [1, 1],
    });
    play(s, 0, skill(SKILL.burnBoats));
    expect(s.units[0]).toMatchObject({ hp: 100, maxHp: 100, evadeZero: true });
    expect(s.sides[0].energy).toBe(3);
    play(s, 0, { t: 'gather' });
    const shot = eventsOf(play(s, 1, { t: 'fire', g: 0, u: 0 }), 'shot')[0];
    expect(shot.evNeed).toBe(0);
    const far = scenario({ red: { ship: 'FA-07A', captain: 'tom-steel' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' }] });
    expect(keys(far, 0).some((k) => k.startsWith('skill'))).toBe(false);
  });

  it('M-70 向死而生: when your ship has less HP: destroy your mechs, spend all tokens, that many hits of tokens × 3 at the enemy ship', () => {
    const s = scenario({
      red: { ship: 'FA-07A', hp: 10, captain: 'tom-steel', energy: 2 },
      blue: { ship: 'FA-07C' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: Z(2, 2), pilot: 'hans-zimmers' },
      ],
      dice: [1, 20, 1, 20],
    });
    const ev = play(s, 0, skill(SKILL.towardDeath));
    expect(s.units[2].place).toBe('down');
    expect(s.units[3].place).toBe('down');
    expect(s.sides[0].energy).toBe(0);
    expect(eventsOf(ev, 'shot').map((x) => [x.need, x.evNeed])).toEqual([
      [15, 5],
      [15, 5],
    ]);
    expect(s.units[1].hp).toBe(25 - 12);
    expect(rollsLeft(s)).toBe(0);
    const even = scenario({ red: { ship: 'FA-07A', captain: 'tom-steel' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' }] });
    expect(keys(even, 0).some((k) => k.startsWith('skill'))).toBe(false);
    void decline;
    void isLegal;
  });
});
