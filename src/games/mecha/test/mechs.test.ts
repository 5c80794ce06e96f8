// Rule scenario tests, part D: every mech with its weapons and traits (M-71 … M-96) and every pilot
// talent (M-97 … M-106), with scripted dice.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { MECHS } from '../data.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import { BLUE_SHIP, eventsOf, isLegal, keys, play, RED_A, rollsLeft, scenario, weaponIx, Z } from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };
const stats = (id: string) => MECHS.find((m) => m.id === id)!;
const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;

describe('M-71 … M-84: the seed mechs', () => {
  it('M-71 URA-00 吸血鬼 5 / 16 / 8: 电击钩爪 steals an energy token from a ship; 聚能镭射枪 +2 per own token', () => {
    expect(stats('URA-00')).toMatchObject({ hp: 5, hit: 16, evade: 8 });
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A', energy: 2 }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(3, 1), pilot: 'hans-zimmers' }], ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect([s.sides[0].energy, s.sides[1].energy, s.units[1].hp]).toEqual([1, 1, 14]);
    expect(s.units[2].guns[0].ammo).toBe(1); // 2发
    const t = scenario({ red: { ship: 'FA-07A', energy: 2 }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(3, 1), pilot: 'hans-zimmers', weapon: 1 }], ap: 4, dice: [1, 20] });
    play(t, 0, { t: 'op', m: 2 });
    play(t, 0, attack(2, 1));
    expect(t.units[1].hp).toBe(15 - (1 + 2 * 2));
  });

  it('M-72 异色外装甲（红）: laser damage taken is halved on a 30% chance', () => {
    const hit = (roll: number) => {
      const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [1, 20, roll] });
      play(s, 0, { t: 'fire', g: 0, u: 2 });
      return 5 - s.units[2].hp;
    };
    expect(hit(6)).toBe(1); // ⌊3 / 2⌋
    expect(hit(7)).toBe(3);
    // Kinetic damage: no roll.
    const k = scenario({ red: { ship: 'FA-07A', guns: ['heavy-vulcan'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [1, 20, 20, 20, 20] });
    play(k, 0, { t: 'fire', g: 0, u: 2 });
    expect(k.units[2].hp).toBe(3);
    expect(rollsLeft(k)).toBe(0);
  });

  it('M-73 URA-01A 利剑 4 / 15 / 5: 突击镭射步枪 fires two counts of 1 at range 0–1', () => {
    expect(stats('URA-01A')).toMatchObject({ hp: 4, hit: 15, evade: 5 });
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'zack-fair' }], ap: 4, dice: [1, 20, 1, 20] });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, attack(2, 1));
    expect(eventsOf(ev, 'shot')).toHaveLength(2);
    expect(s.units[1].hp).toBe(13);
  });

  it('M-74 曲率推进装置: at the end of a turn it did not attack in, one more move', () => {
    const s = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'zack-fair' }], ap: 1 });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: Z(2, 0) });
    expect(s.endMoves).toEqual([2]);
    expect(keys(s, 0)).toEqual([`move:2:${Z(1, 0)}`, `move:2:${Z(2, 1)}`, `move:2:${Z(3, 0)}`, 'done']);
    play(s, 0, { t: 'move', m: 2, z: Z(3, 0) });
    expect(s.active).toBe(1);
    const t = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'zack-fair' }, { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers' }], ap: 1, dice: [20, 20] });
    play(t, 0, { t: 'op', m: 2 });
    play(t, 0, attack(2, 3));
    expect(t.active).toBe(1); // it attacked: no extra move
  });

  it('M-75 URA-01B 重锤 4 / 15 / 5: 镭射光剑 (range 0, 4) does nothing on a 70% chance against a mech with a melee weapon', () => {
    expect(stats('URA-01B')).toMatchObject({ hp: 4, hit: 15, evade: 5 });
    const vs = (rolls: number[]) => {
      const s = scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair' },
          { owner: 1, mech: 'URA-01B', zone: Z(2, 0), pilot: 'john-snow' },
        ],
        ap: 4,
        dice: rolls,
      });
      play(s, 0, { t: 'op', m: 2 });
      play(s, 0, attack(2, 3));
      expect(rollsLeft(s)).toBe(0);
      return s.units[3].hp;
    };
    expect(vs([1, 20, 14, 20])).toBe(4); // clash 14 ≤ 14: no damage (then 关节增压 fails)
    expect(vs([1, 20, 15, 20, 20])).toBe(0); // clash fails, 异色外装甲 fails: 4 damage
  });

  it('M-76 战甲步枪: kinetic, 3 rounds, range 0–1, 2 damage', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01B', zone: Z(3, 1), pilot: 'zack-fair', weapon: 1 }], ap: 4, dice: [1, 20] });
    s.units[2].guns[0].ammo = 1;
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(13);
    expect(s.units[2].guns[0].ammo).toBe(0);
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0).some((k) => k.startsWith('attack'))).toBe(false);
  });

  it('M-77 关节增压系统: a melee hit gets another melee attack on a 50% chance', () => {
    const run = (joint: number, rest: number[]) => {
      const s = scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair' },
          { owner: 1, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' },
        ],
        ap: 4,
        dice: [1, 20, 20, joint, ...rest],
      });
      play(s, 0, { t: 'op', m: 2 });
      const ev = play(s, 0, attack(2, 3));
      expect(rollsLeft(s)).toBe(0);
      return eventsOf(ev, 'fire').length;
    };
    expect(run(10, [1, 20, 20])).toBe(2); // a second sabre attack (no third)
    expect(run(11, [])).toBe(1);
  });

  it('M-78 URA-01C 长弓 2 / 15 / 5: 电磁狙击枪 hits only at range 2, for 4', () => {
    expect(stats('URA-01C')).toMatchObject({ hp: 2, hit: 15, evade: 5 });
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01C', zone: Z(2, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' },
        { owner: 1, mech: 'URA-01B', zone: Z(4, 0), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0).filter((k) => k.startsWith('attack'))).toEqual(['attack:2:0:1']);
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(11);
  });

  it('M-79 射击辅助AI: 命中 +3 against a target at range 2', () => {
    const need = (zone: number, weapon: number) => {
      const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone, pilot: 'zack-fair', weapon }], ap: 4, dice: [20, 20] });
      play(s, 0, { t: 'op', m: 2 });
      return eventsOf(play(s, 0, attack(2, 1)), 'shot')[0].need;
    };
    expect(need(Z(2, 1), 0)).toBe(18);
    expect(need(Z(3, 1), 1)).toBe(15);
  });

  it('M-80 镭射手枪: laser, range 0–1, 1 damage', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'UBT1-T1', zone: Z(3, 1), pilot: 'zack-fair', weapon: 1 }], ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(14);
    expect(s.units[2].guns[0]).toEqual({ w: weaponIx('laser-pistol'), ammo: -1 });
  });

  it('M-81 UBT1-T1 八咫镜 3 / 13 / 7: 连携充能器 doubles a friendly mech\'s damage until our next turn starts', () => {
    expect(stats('UBT1-T1')).toMatchObject({ hp: 3, hit: 13, evade: 7 });
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'UBT1-T1', zone: Z(3, 1), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 20, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3)); // no dice for a friend
    expect(s.units[3].charged).toBe(true);
    expect(s.units[2].guns[0].ammo).toBe(2);
    play(s, 0, { t: 'op', m: 3 });
    play(s, 0, attack(3, 1));
    expect(s.units[1].hp).toBe(11); // 2 × (1 × 2)
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'end' });
    expect(s.units[3].charged).toBe(false);
  });

  it('M-82 战术链接护盾: friendly mechs with it in one zone share the damage', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair', weapon: 1 },
        { owner: 1, mech: 'UBT1-T1', zone: Z(2, 0), pilot: 'john-snow' },
        { owner: 1, mech: 'UBT1-T3', zone: Z(2, 0), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'UBT1-T2', zone: Z(3, 0), pilot: 'jack-thunder' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect([3, 4, 5].map((i) => s.units[i].hp)).toEqual([2, 2, 3]);
  });

  it('M-83 UBT1-T2 草薙剑: 纳米切割刀 (melee, 1) gets +2 damage and +3 命中 per buff, before the buffs apply', () => {
    expect(stats('UBT1-T2')).toMatchObject({ hp: 3, hit: 13, evade: 7 });
    const run = (charged: boolean) => {
      const s = scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'white-pegasus' },
        mechs: [{ owner: 0, mech: 'UBT1-T2', zone: BLUE_SHIP, pilot: 'zack-fair' }],
        ap: 4,
        dice: [1, 20],
      });
      s.units[2].charged = charged;
      play(s, 0, { t: 'op', m: 2 });
      const need = eventsOf(play(s, 0, attack(2, 1)), 'shot')[0].need;
      return [need, 50 - s.units[1].hp];
    };
    expect(run(false)).toEqual([13, 1]);
    expect(run(true)).toEqual([16, 6]); // (1 + 2) × 2
  });

  it('M-84 UBT1-T3 琼勾玉: 战甲修理无人机 restores a friendly mech in range 0–1 to full', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'UBT1-T3', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-00', zone: Z(2, 1), hp: 1, pilot: 'hans-zimmers' },
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'john-snow' },
      ],
    });
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0).filter((k) => k.startsWith('attack'))).toEqual(['attack:2:0:3']); // the full-HP friend is no target
    play(s, 0, attack(2, 3));
    expect(s.units[3].hp).toBe(5);
    expect(s.units[2].guns[0].ammo).toBe(2);
  });
});

describe('M-85 … M-96: the later mechs (extended pool)', () => {
  it('M-85 UMP-04A 军刺: at the end of a turn, if it did not act in the previous turn, one more move', () => {
    const s = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'UMP-04A', zone: Z(1, 0), pilot: 'zack-fair' }] });
    play(s, 0, { t: 'end' });
    expect(s.endMoves).toEqual([2]);
    play(s, 0, { t: 'done' });
    const t = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'UMP-04A', zone: Z(1, 0), pilot: 'zack-fair' }] });
    t.units[2].prevActed = true;
    play(t, 0, { t: 'end' });
    expect(t.active).toBe(1);
  });

  it('M-86 UMP-04C 链锯: 格斗特化OS doubles a melee hit on a 30% chance (exercised with a melee weapon fitted)', () => {
    const dmg = (roll: number) => {
      const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 0, mech: 'UMP-04C', zone: BLUE_SHIP, pilot: 'zack-fair' }], ap: 4, dice: [1, 20, roll] });
      s.units[2].guns = [{ w: weaponIx('laser-sabre'), ammo: -1 }];
      play(s, 0, { t: 'op', m: 2 });
      play(s, 0, attack(2, 1));
      return 50 - s.units[1].hp;
    };
    expect(dmg(6)).toBe(8);
    expect(dmg(7)).toBe(4);
    expect(stats('UMP-04C')).toMatchObject({ hp: 3, hit: 15, evade: 7, pool: 'extended' });
  });

  it('M-87 RU-001 联合: 电磁干扰爆弹 (range 0–2, 2) gives the mech hit −5 and evade −5 for two turns', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'RU-001', zone: Z(1, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect(s.units[3]).toMatchObject({ hp: 3, debuff: 5, debuffTurns: 2 });
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'end' });
    expect(s.units[3].debuffTurns).toBe(1);
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'end' });
    expect(s.units[3].debuff).toBe(0);
  });

  it('M-88 战斗共鸣增幅系统: 命中 and 回避 +1 for each own mech on the field', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['heat-ray'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'RU-001', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' },
        { owner: 1, mech: 'URA-01B', zone: Z(3, 2), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 1],
    });
    const shot = eventsOf(play(s, 0, { t: 'fire', g: 0, u: 2 }), 'shot')[0];
    expect(shot.evNeed).toBe(7 + 3);
  });

  it('M-89 死亡补给系统: when it is destroyed, friendly mechs in its zone heal 1', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'RU-001', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), hp: 2, pilot: 'john-snow' },
        { owner: 1, mech: 'URA-01B', zone: Z(3, 1), hp: 2, pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 2 });
    expect([s.units[2].place, s.units[3].hp, s.units[4].hp]).toEqual(['down', 3, 2]);
  });

  it('M-90 RU-002 刺客: 破甲军刀 (range 0, 2) +2 if the target took other damage this turn', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['heat-ray'] },
      blue: { ship: 'white-pegasus' },
      mechs: [{ owner: 0, mech: 'RU-002', zone: BLUE_SHIP, pilot: 'zack-fair' }],
      ap: 4,
      dice: [1, 20, 1, 20, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(48); // 2: nothing before (its own damage does not count for itself)
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(44); // 2 + 2: damaged earlier this turn
  });

  it('M-91 光学隐身系统: a turn without attacking gives 命中 and 回避 +5 until our next turn', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A', guns: ['heat-ray'] }, mechs: [{ owner: 0, mech: 'RU-002', zone: Z(2, 0), pilot: 'zack-fair' }], dice: [1, 1] });
    play(s, 0, { t: 'end' });
    expect(s.units[2].stealth).toBe(true);
    const shot = eventsOf(play(s, 1, { t: 'fire', g: 0, u: 2 }), 'shot')[0];
    expect(shot.evNeed).toBe(9 + 5);
    expect(s.units[2].stealth).toBe(false); // Red's turn began
  });

  it('M-92 阿卡林 1 / 1 / 16: 隐身冲刺 moves forward for 2 AP when an enemy mech shares its zone', () => {
    expect(stats('akarin')).toMatchObject({ hp: 1, hit: 1, evade: 16 });
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'akarin', zone: Z(2, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 1), pilot: 'john-snow' },
      ],
    });
    play(s, 0, { t: 'op', m: 2 });
    expect(isLegal(s, 0, { t: 'move', m: 2, z: Z(3, 1) })).toBe(false); // a normal move may not go forward
    play(s, 0, { t: 'hold', m: 2 });
    expect(keys(s, 0)).not.toContain(`dash:2:${Z(3, 1)}`); // 1 AP left
    const t = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'akarin', zone: Z(2, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 1), pilot: 'john-snow' },
      ],
    });
    play(t, 0, { t: 'dash', m: 2, z: Z(3, 1) });
    expect(t.units[2].zone).toBe(Z(3, 1));
    expect(t.active).toBe(1);
  });

  it('M-93 量产型吉米: 榴弹 (range 1–3, 2 rounds, 2) +2 per own energy token', () => {
    const s = scenario({ red: { ship: 'FA-07A', energy: 1 }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'jimmy', zone: Z(1, 1), pilot: 'zack-fair', weapon: 1 }], ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'op', m: 2 });
    expect(isLegal(s, 0, attack(2, 1))).toBe(true); // 3 away
    play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(11);
    expect(s.units[2].guns[0].ammo).toBe(1);
  });

  it('M-94 觉醒友军: destroyed, on a 20% chance up to 2 own mechs get an extra action next turn', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'jimmy', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' },
        { owner: 1, mech: 'URA-01B', zone: Z(3, 2), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-01C', zone: Z(4, 0), pilot: 'jack-thunder' },
      ],
      dice: [1, 20, 4],
    });
    play(s, 0, { t: 'fire', g: 0, u: 2 });
    expect(s.active).toBe(1);
    expect(s.acts).toEqual([3, 4, 5]);
    expect(s.actsLeft).toBe(2);
    play(s, 1, { t: 'move', m: 3, z: Z(3, 0) });
    play(s, 1, { t: 'move', m: 4, z: Z(2, 2) });
    expect(s.acts).toEqual([]);
    expect(s.ap).toBe(2);
    const t = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'jimmy', zone: Z(3, 0), pilot: 'zack-fair' }, { owner: 1, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' }], dice: [1, 20, 5] });
    play(t, 0, { t: 'fire', g: 0, u: 2 });
    expect(t.acts).toEqual([]);
  });

  it('M-95 大盾 6 / 5 / 5: 便携式干扰弹 (2) stops a mech for a turn; 虫洞生成器 (1) jumps at random, never into the enemy home row', () => {
    expect(stats('big-shield')).toMatchObject({ hp: 6, hit: 5, evade: 5 });
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'big-shield', zone: Z(2, 0), pilot: 'zack-fair', weapon: 'both' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [9],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3, 0));
    expect(s.units[3].stun).toBe(1);
    expect(s.units[2].guns[0].ammo).toBe(1);
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'attack', m: 2, g: 1, u: -1 });
    // 12 zones allowed (not its own, not Blue's row): the 9th is zone 9, i.e. (3,0)… skipping its own zone 6.
    expect(s.units[2].zone).toBe(9);
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).not.toContain('op:3');
  });

  it('M-96 小型引力场: damage landing on own mechs in its zone is moved onto the 大盾', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['heat-ray'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'big-shield', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 3 });
    expect([s.units[2].hp, s.units[3].hp]).toEqual([3, 2]);
  });
});

describe('M-97 … M-106: pilot talents', () => {
  it('M-97 Hans Zimmers 血腥死神: melee damage +1', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 0, mech: 'UBT1-T2', zone: BLUE_SHIP, pilot: 'hans-zimmers' }], ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, attack(2, 1));
    expect(s.units[1].hp).toBe(48);
    expect(eventsOf(ev, 'pilotShown')).toHaveLength(1);
  });

  it('M-98 Zack Fair 觉醒: while our ship is not at full HP, 命中 and 回避 +4', () => {
    const need = (shipHp: number) => {
      const s = scenario({ red: { ship: 'FA-07A', hp: shipHp }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(3, 1), pilot: 'zack-fair', weapon: 1 }], ap: 4, dice: [20, 20] });
      play(s, 0, { t: 'op', m: 2 });
      return eventsOf(play(s, 0, attack(2, 1)), 'shot')[0].need;
    };
    expect(need(15)).toBe(15);
    expect(need(14)).toBe(19);
    const ev = scenario({ red: { ship: 'FA-07A', hp: 14 }, blue: { ship: 'FA-07A', guns: ['heat-ray'] }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(3, 1), pilot: 'zack-fair' }], active: 1, dice: [1, 1] });
    expect(eventsOf(play(ev, 1, { t: 'fire', g: 0, u: 2 }), 'shot')[0].evNeed).toBe(9);
  });

  it('M-99 Justin Timberlake 杀意觉醒: while our ship is not at full HP, damage +1', () => {
    const dmg = (shipHp: number) => {
      const s = scenario({ red: { ship: 'FA-07A', hp: shipHp }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 0, mech: 'URA-01B', zone: Z(3, 1), pilot: 'justin-timberlake', weapon: 1 }], ap: 4, dice: [1, 20] });
      play(s, 0, { t: 'op', m: 2 });
      play(s, 0, attack(2, 1));
      return 50 - s.units[1].hp;
    };
    expect(dmg(15)).toBe(2);
    expect(dmg(14)).toBe(3);
  });

  it('M-100 Linus Benedict Torvalds 视限超感: against a damaged mech, two evade rolls must both succeed', () => {
    const run = (hp: number, dice: number[]) => {
      const s = scenario({
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'linus-torvalds', weapon: 1 },
          { owner: 1, mech: 'URA-00', zone: Z(2, 0), hp, pilot: 'hans-zimmers' },
        ],
        ap: 4,
        dice,
      });
      play(s, 0, { t: 'op', m: 2 });
      const shot = eventsOf(play(s, 0, attack(2, 3)), 'shot')[0];
      expect(rollsLeft(s)).toBe(0);
      return shot;
    };
    expect(run(5, [1, 1])).toMatchObject({ evade: [1], landed: false }); // full HP: one roll
    expect(run(4, [1, 1, 9])).toMatchObject({ evade: [1, 9], landed: true }); // the second fails
  });

  it('M-101 John Snow 危机超感: while his mech is damaged, attacks on it need two hit rolls', () => {
    const run = (hp: number, dice: number[]) => {
      const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), hp, pilot: 'john-snow' }], ap: 4, dice });
      const shot = eventsOf(play(s, 0, { t: 'fire', g: 0, u: 2 }), 'shot')[0];
      expect(rollsLeft(s)).toBe(0);
      return shot;
    };
    expect(run(5, [1, 1])).toMatchObject({ hit: [1] });
    expect(run(4, [1, 6])).toMatchObject({ hit: [1, 6], landed: false }); // need 5: the second misses
  });

  it('M-102 Jack Thunder 紧急脱离: shot down, on a 50% chance he is not injured', () => {
    const run = (roll: number) => {
      const s = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'jack-thunder' }], ap: 4, dice: [1, 20, roll] });
      play(s, 0, { t: 'fire', g: 0, u: 2 });
      return s.sides[1].crew[0];
    };
    expect(run(10)).toMatchObject({ where: 'ready', shown: true });
    expect(run(11)).toMatchObject({ where: 'hurt', timer: 4 });
  });

  it('M-103 Mao 动态瞄准: if the mech moved in its previous turn, 命中 +5 this turn', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(2, 1), pilot: 'mao', weapon: 1 }], ap: 1, dice: [20, 20] });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: Z(3, 1) });
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'op', m: 2 });
    expect(eventsOf(play(s, 0, attack(2, 1)), 'shot')[0].need).toBe(20);
  });

  it('M-104 Ambrogio Spinola 残心: when the mech would drop to 0 HP it keeps 1, once a sortie', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun', 'heavy-vulcan'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'ambrogio-spinola' }], ap: 4, dice: [1, 20, 1, 20, 20, 20, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 2 });
    expect(s.units[2]).toMatchObject({ hp: 1, place: 'field' });
    play(s, 0, { t: 'fire', g: 1, u: 2 });
    expect(s.units[2].place).toBe('down');
  });

  it('M-105 Götz von Berlichingen 铁腕: hit by a melee attack, our ship pays 2 HP and the attacker takes 2, once a sortie', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'UBT1-T2', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-00', zone: Z(2, 0), pilot: 'gotz-von-berlichingen' },
      ],
      ap: 4,
      dice: [1, 20, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect([s.units[1].hp, s.units[2].hp, s.units[3].hp]).toEqual([13, 1, 4]);
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect([s.units[1].hp, s.units[2].hp, s.units[3].hp]).toEqual([13, 1, 3]);
  });

  it('M-106 chigu 思维过简: flies only mechs with 1 HP', () => {
    const s = scenario({ red: { ship: 'FA-07A', pilots: ['chigu'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A' }, { owner: 0, mech: 'jimmy' }] });
    expect(keys(s, 0).filter((k) => k.startsWith('launch'))).toEqual(['launch:3:0', 'launch:3:2']);
    play(s, 0, { t: 'launch', m: 3, z: RED_A });
    expect(keys(s, 0)).toEqual(['pilot:9']);
    void view;
  });
});
