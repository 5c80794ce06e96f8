// Rule scenario tests, part E: the mech sub-weapon cards (M-107 … M-114) and the weather cards of the
// event zone (M-115 … M-120), with scripted dice (an int(n) script entry k picks the k-th choice).
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import { EVENT, eventsOf, isLegal, keys, mechCard, play, rollsLeft, scenario, Z } from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };
const gear = (m: number, i: number, u = -1) => ({ t: 'gear', m, i, u }) as const;
const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;

describe('M-107 … M-114: mech sub-weapons (战甲副武器)', () => {
  it('M-107 虫洞生成器: the mech jumps to a random other zone, never into the enemy home row', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair', gear: ['wormhole'] }], ap: 4, dice: [8] });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, gear(2, 0));
    // Allowed: 0 1 2 3 4 5 7 8 9 10 11 — the 8th is zone 8.
    expect(s.units[2].zone).toBe(8);
    expect(eventsOf(ev, 'gearShown')).toEqual([{ u: 2, owner: 0, i: 0, card: 'wormhole' }]);
    expect(s.units[2].gear).toEqual([]); // 携带数量 1: used up, discarded
    expect(s.sides[0].mdiscard[mechCard('wormhole')]).toBe(1);
    expect(s.acts).toEqual([]);
  });

  it('M-108 自毁装置: at 1 HP, in our turn: XX = 3 damage to every mech in its zone, and it is destroyed', () => {
    const mk = (hp: number) =>
      scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-00', zone: Z(2, 0), hp, pilot: 'zack-fair', gear: ['self-destruct'] },
          { owner: 1, mech: 'URA-01A', zone: Z(2, 0), pilot: 'john-snow' },
          { owner: 0, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers' },
          { owner: 1, mech: 'URA-01B', zone: Z(2, 1), pilot: 'jack-thunder' },
        ],
      });
    const far = mk(2);
    play(far, 0, { t: 'op', m: 2 });
    expect(keys(far, 0).some((k) => k.startsWith('gear'))).toBe(false);
    const s = mk(1);
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, gear(2, 0));
    expect([2, 3, 4, 5].map((i) => [s.units[i].place, s.units[i].hp])).toEqual([
      ['down', 0],
      ['field', 1],
      ['down', 0],
      ['field', 4],
    ]);
  });

  it('M-109 便携式干扰弹 (2 uses): the chosen mech cannot act for a turn', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01C', zone: Z(2, 0), pilot: 'zack-fair', gear: ['jammer'] },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'john-snow' },
      ],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, gear(2, 0, 3));
    expect(s.units[2].gear).toEqual([{ c: mechCard('jammer'), uses: 1, shown: true }]);
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).not.toContain('op:3');
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).toContain('op:3');
  });

  it('M-110 拉钩: costs no action — pulls an enemy mech into its zone, the pulled mech evades −3', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair', gear: ['hook'] },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      dice: [1, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, gear(2, 0, 3));
    expect(s.units[3].zone).toBe(Z(2, 0));
    expect(s.acts).toEqual([2]); // it may still act
    const shots = eventsOf(play(s, 0, attack(2, 3)), 'shot');
    expect(shots[0].evNeed).toBe(2);
  });

  it('M-111 分布式护盾生成器: friendly mechs in one zone carrying it share the damage', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair', weapon: 1 },
        { owner: 1, mech: 'URA-01A', zone: Z(2, 0), pilot: 'john-snow', gear: ['shield-generator'] },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers', gear: ['shield-generator'] },
      ],
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, attack(2, 3));
    expect([s.units[3].hp, s.units[4].hp]).toEqual([3, 1]);
    expect(eventsOf(ev, 'gearShown')).toHaveLength(2);
  });

  it('M-112 辅助瞄准器: 命中 +3 (and the card is turned face-up when it counts)', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(3, 1), pilot: 'hans-zimmers', weapon: 1, gear: ['aiming-aid'] }], dice: [20, 20] });
    play(s, 0, { t: 'op', m: 2 });
    expect(view(s, 1).units[2].gear).toEqual([{ card: null, uses: null }]);
    const ev = play(s, 0, attack(2, 1));
    expect(eventsOf(ev, 'shot')[0].need).toBe(18);
    expect(view(s, 1).units[2].gear).toEqual([{ card: 'aiming-aid', uses: 0 }]);
  });

  it('M-113 关节姿态喷口: 回避 +3', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-01C', zone: Z(3, 1), pilot: 'hans-zimmers', gear: ['attitude-jets'] }], ap: 4, dice: [1, 1] });
    expect(eventsOf(play(s, 0, { t: 'fire', g: 0, u: 2 }), 'shot')[0].evNeed).toBe(8);
  });

  it('M-114 广范围雷达: its owner sees the cards and pilots of enemy mechs within 2', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01C', zone: Z(2, 0), pilot: 'zack-fair', gear: ['radar'] },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow', gear: ['hook'] },
        { owner: 1, mech: 'URA-01B', zone: Z(4, 2), pilot: 'hans-zimmers', gear: ['jammer'] },
      ],
    });
    const red = view(s, 0).units;
    expect([red[3].pilot, red[3].gear]).toEqual(['john-snow', [{ card: 'hook', uses: 1 }]]);
    expect([red[4].pilot, red[4].gear]).toEqual(['face-down', [{ card: null, uses: null }]]);
    // The radar itself stays face-down to Blue (its effect is seen by its owner only).
    expect(view(s, 1).units[2].gear).toEqual([{ card: null, uses: null }]);
  });
});

describe('M-115 … M-120: weather of the event zone (事件区)', () => {
  it('M-115 黑洞 (3 rounds): mechs within 1 are pulled into the event zone, 2 damage each, and may not leave until it ends', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: Z(1, 1), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: Z(2, 2), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-01B', zone: Z(3, 1), pilot: 'john-snow' },
        { owner: 1, mech: 'URA-00', zone: Z(4, 0), pilot: 'jack-thunder' },
      ],
      turn: 5,
      dice: [1],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect([2, 3, 4, 5].map((i) => [s.units[i].zone, s.units[i].hp])).toEqual([
      [EVENT, 5], // the mech entering is not pulled
      [-1, 0], // pulled in and destroyed by the 2 damage
      [EVENT, 2],
      [Z(4, 0), 5], // 3 moves away
    ]);
    expect(s.units[4].bound).toBe(true);
    expect(s.weather).toEqual({ w: 0, until: 10 });
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0).filter((k) => k.startsWith('move'))).toHaveLength(3); // not held (forward is blocked by the pulled enemy)
    play(s, 0, { t: 'hold', m: 2 });
    expect(keys(s, 1)).toContain('op:4');
    play(s, 1, { t: 'op', m: 4 });
    expect(keys(s, 1).some((k) => k.startsWith('move'))).toBe(false);
    play(s, 1, { t: 'hold', m: 4 });
    for (let i = 0; i < 2; i++) {
      play(s, 1, { t: 'end' });
      play(s, 0, { t: 'end' });
    }
    expect(s.turn).toBe(10);
    play(s, 1, { t: 'end' }); // turn 11 begins: the weather is over
    expect(s.weather).toBeNull();
    expect(s.units[4].bound).toBe(false);
  });

  it('M-116 闪电: 3 damage to the mech entering', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 1), pilot: 'zack-fair' }], active: 1, dice: [2] });
    play(s, 1, { t: 'op', m: 2 });
    play(s, 1, { t: 'move', m: 2, z: EVENT });
    expect(s.units[2].hp).toBe(2);
    expect(s.weather).toBeNull(); // instant: no lasting weather
  });

  it('M-117 陨石雨: mechs in the event zone may only be operated one at a time, for 2 AP', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: Z(1, 0), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [3],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect(s.weather!.w).toBe(2);
    play(s, 0, { t: 'opAll' });
    expect(s.acts).toEqual([3]); // not the mech in the event zone
    play(s, 0, { t: 'hold', m: 3 });
    expect(s.ap).toBe(1);
    expect(isLegal(s, 0, { t: 'op', m: 2 })).toBe(false); // 2 AP for it
    expect(isLegal(s, 0, { t: 'op', m: 3 })).toBe(true);
  });

  it('M-118 致命感染: a mech entering it that is not recovered within 3 turns loses its pilot for good when shot down', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A', guns: ['siege-railgun'] },
      mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' }],
      dice: [4, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect(s.units[2].infect).toBe(3);
    play(s, 0, { t: 'end' }); // 2
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' }); // 1
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' }); // 0: doomed
    expect(s.units[2].infect).toBe(0);
    play(s, 1, { t: 'fire', g: 0, u: 2 });
    expect(s.sides[0].crew[0]).toMatchObject({ where: 'lost', shown: true });
    // Recovered in time: the infection ends.
    const t = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(1, 1), pilot: 'zack-fair' }], ap: 4, dice: [4] });
    play(t, 0, { t: 'op', m: 2 });
    play(t, 0, { t: 'move', m: 2, z: EVENT });
    t.units[2].zone = Z(0, 0);
    play(t, 0, { t: 'recover', m: 2 });
    expect(t.units[2].infect).toBe(-1);
  });

  it('M-119 电磁脉冲: the mech entering may not act until another mech enters the event zone', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 1), pilot: 'john-snow' },
      ],
      dice: [5, 3],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect(s.units[2].emp).toBe(true);
    expect(isLegal(s, 0, { t: 'op', m: 2 })).toBe(false);
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'op', m: 3 });
    play(s, 1, { t: 'move', m: 3, z: EVENT }); // a new mech enters: the storm ends, it draws 陨石雨
    expect(s.units[2].emp).toBe(false);
    expect(s.weather!.w).toBe(2);
  });

  it('M-120 电磁脉冲(增益): the mech entering gets a shield of XX = 3 for up to 3 turns', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A', guns: ['heat-ray'] },
      mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' }],
      dice: [6, 1, 20, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect([s.units[2].shield, s.units[2].shieldTurns]).toEqual([3, 3]);
    play(s, 0, { t: 'end' });
    expect(s.units[2].shieldTurns).toBe(2);
    play(s, 1, { t: 'fire', g: 0, u: 2 });
    expect([s.units[2].hp, s.units[2].shield]).toEqual([5, 0]);
    expect(rollsLeft(s)).toBe(0);
  });
});
