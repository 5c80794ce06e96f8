// Rule scenario tests, part B: ships and ship skills (M-31 … M-45), ship main weapons (M-46 … M-53) and
// ship sub-weapons (M-54 … M-62), with scripted dice and the reaction windows in the opponent's turn.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { SHIPS } from '../data.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import {
  BLUE_A,
  BLUE_SHIP,
  decline,
  EVENT,
  eventsOf,
  isLegal,
  keys,
  mechCard,
  play,
  RED_A,
  RED_B,
  rollsLeft,
  scenario,
  shipCard,
  Z,
} from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };
const ship = (id: string) => SHIPS.find((x) => x.id === id)!;

describe('M-31 … M-45: ships and ship skills', () => {
  it('M-31 FA-07A 蜂雀: 15 / 15 / 10, carries 3 / 3 / 2', () => {
    expect(ship('FA-07A')).toMatchObject({ hp: 15, hit: 15, evade: 10, guns: 3, mechs: 3, pilots: 2 });
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    expect(s.units[0]).toMatchObject({ hp: 15, maxHp: 15, hit: 15, evade: 10 });
  });

  it('M-32 快速武装切换: one free sub-weapon draw a turn', () => {
    const s = scenario({ red: { ship: 'FA-07A', lib: ['emp-grenade', 'emp-grenade', 'spy-drone'] }, blue: { ship: 'FA-07A' }, dice: [1, 1] });
    play(s, 0, { t: 'draw', pile: 0 });
    expect(s.ap).toBe(2);
    play(s, 0, { t: 'draw', pile: 0 });
    expect(s.ap).toBe(1);
    expect(s.sides[0].hand.length).toBe(2);
  });

  it('M-33 分离式外装甲: at 5 HP or less the ship evades +5', () => {
    const at = (hp: number) => {
      const s = scenario({ red: { ship: 'FA-07C', guns: ['siege-laser'] }, blue: { ship: 'FA-07A', hp }, ap: 4, dice: [1, 20] });
      return eventsOf(play(s, 0, { t: 'fire', g: 0, u: 1 }), 'shot')[0].evNeed;
    };
    expect(at(6)).toBe(10);
    expect(at(5)).toBe(15);
  });

  it('M-34 FA-07C 蛮牛: 25 / 15 / 5, carries 3 / 4 / 3', () => {
    expect(ship('FA-07C')).toMatchObject({ hp: 25, hit: 15, evade: 5, guns: 3, mechs: 4, pilots: 3 });
  });

  it('M-35 高级能源管理: 聚集能量 gives two tokens', () => {
    const s = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' } });
    play(s, 0, { t: 'gather' });
    expect(s.sides[0].energy).toBe(2);
  });

  it('M-36 聚能增压护盾: with energy tokens every damage is halved, rounded down', () => {
    const hit = (energy: number) => {
      const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07C', energy }, ap: 4, dice: [1, 20] });
      play(s, 0, { t: 'fire', g: 0, u: 1 });
      return 25 - s.units[1].hp;
    };
    expect(hit(0)).toBe(3);
    expect(hit(1)).toBe(1);
  });

  it('M-37 白天马: 50 / 5 / 5, carries 1 / 6 / 5', () => {
    expect(ship('white-pegasus')).toMatchObject({ hp: 50, hit: 5, evade: 5, guns: 1, mechs: 6, pilots: 5 });
  });

  it('M-38 巨型战甲: below 10 HP the 白天马 destroys its mechs and becomes a giant mech with their HP and weapons', () => {
    const s = scenario({
      goals: ['raid'],
      red: { ship: 'FA-07C', guns: ['heat-ray'] },
      blue: { ship: 'white-pegasus', guns: ['twin-laser'], hp: 12 },
      mechs: [
        { owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 2), hp: 1, pilot: 'hans-zimmers' },
        { owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [1, 20],
    });
    s.units[2].guns[0].ammo = 1;
    const ev = play(s, 0, { t: 'fire', g: 0, u: 1 });
    const g = s.units[1];
    expect(eventsOf(ev, 'giant')).toHaveLength(1);
    expect(g).toMatchObject({ giant: true, hp: 6, maxHp: 6, hit: 10, evade: 10 });
    expect(g.guns).toEqual([
      { w: expect.any(Number), ammo: 2 }, // 电击钩爪, ammunition refreshed
      { w: expect.any(Number), ammo: 3 }, // 电磁狙击枪
    ]);
    expect(s.units[2].place).toBe('down');
    expect(s.units[3].place).toBe('down');
    expect(s.sides[1].crew.every((c) => c.where === 'lost' && c.shown)).toBe(true);
    // Targeted as a mech now: 集束热能射线 has 命中 −10 against it.
    s.units[0].guns[0].ammo = -1;
    s.rng = new (s.rng.constructor as new (r: number[]) => typeof s.rng)([20]);
    const shot = eventsOf(play(s, 0, { t: 'fire', g: 0, u: 1 }), 'shot')[0];
    expect(shot.need).toBe(5);
    // 劫掠 no longer works against it: the red mech walks into its zone without winning.
    const t = scenario({ goals: ['raid'], red: { ship: 'FA-07C' }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'john-snow' }] });
    t.units[1].giant = true;
    play(t, 0, { t: 'op', m: 2 });
    play(t, 0, { t: 'move', m: 2, z: BLUE_SHIP });
    expect(mecha.result(t)).toBeNull();
  });

  it('M-39 分离式舰体补给: once a turn, 12 HP for up to three mechs acting again', () => {
    const s = scenario({
      red: { ship: 'white-pegasus' },
      blue: { ship: 'FA-07A' },
      mechs: [0, 1, 2, 3].map((i) => ({ owner: 0 as Seat, mech: ['URA-01A', 'URA-01B', 'URA-01C', 'URA-00'][i], zone: Z(1, i % 3), pilot: ['zack-fair', 'hans-zimmers', 'john-snow', 'jack-thunder'][i] })),
      ap: 2,
    });
    play(s, 0, { t: 'resupply' });
    expect(s.units[0].hp).toBe(38);
    expect(s.acts).toEqual([2, 3, 4, 5]);
    expect(s.actsLeft).toBe(3);
    play(s, 0, { t: 'move', m: 2, z: Z(2, 0) });
    play(s, 0, { t: 'move', m: 3, z: Z(2, 1) });
    play(s, 0, { t: 'move', m: 4, z: Z(2, 2) });
    expect(s.acts).toEqual([]); // three have acted
    expect(isLegal(s, 0, { t: 'resupply' })).toBe(false); // once a turn
    expect(s.ap).toBe(2); // it costs HP, not action points
  });

  it('M-40 FA-07B 白鲸 (extended): 40 / 12 / 4, carries 2 / 5 / 4', () => {
    expect(ship('FA-07B')).toMatchObject({ hp: 40, hit: 12, evade: 4, guns: 2, mechs: 5, pilots: 4, pool: 'extended' });
  });

  it('M-41 量子通信指挥中心: one launch or recovery a turn is free', () => {
    const s = scenario({
      red: { ship: 'FA-07B', pilots: ['zack-fair', 'hans-zimmers'] },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 0, mech: 'URA-01A' }, { owner: 0, mech: 'URA-01C' }],
    });
    play(s, 0, { t: 'launch', m: 2, z: RED_A });
    play(s, 0, { t: 'pilot', p: 1 });
    expect(s.ap).toBe(2);
    play(s, 0, { t: 'launch', m: 3, z: RED_B });
    play(s, 0, { t: 'pilot', p: 0 });
    expect(s.ap).toBe(1);
  });

  it('M-42 弹射出击甲板: launch and recovery reach your rows 1–2', () => {
    const s = scenario({ red: { ship: 'FA-07B', pilots: ['zack-fair'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A' }, { owner: 0, mech: 'URA-01C', zone: Z(1, 1), pilot: 'hans-zimmers' }] });
    expect(keys(s, 0).filter((k) => k.startsWith('launch'))).toEqual(['launch:2:0', 'launch:2:2', 'launch:2:3', 'launch:2:4', 'launch:2:5']);
    expect(isLegal(s, 0, { t: 'recover', m: 3 })).toBe(true);
    const t = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(1, 1), pilot: 'hans-zimmers' }] });
    expect(isLegal(t, 0, { t: 'recover', m: 2 })).toBe(false);
  });

  it('M-43 Venus-01 阿芙洛狄忒 (extended): 6 / 13 / 8, carries 4 / 3 / 2', () => {
    expect(ship('venus-01')).toMatchObject({ hp: 6, hit: 13, evade: 8, guns: 4, mechs: 3, pilots: 2, pool: 'extended' });
  });

  it('M-44 异步火力控制系统: using a weapon costs one action point', () => {
    const s = scenario({ red: { ship: 'venus-01', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, dice: [20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(s.ap).toBe(1);
    expect(s.active).toBe(0);
  });

  it('M-45 护卫阵型: in the first round, or with one own mech on the field, enemy ship weapons cannot target it', () => {
    const base = (turn: number, mechs: number) =>
      scenario({
        turn,
        red: { ship: 'FA-07A', guns: ['heat-ray'] },
        blue: { ship: 'venus-01' },
        mechs: [
          ...Array.from({ length: mechs }, (_, i) => ({ owner: 1 as Seat, mech: ['URA-01A', 'URA-01B'][i], zone: Z(3, i), pilot: ['zack-fair', 'hans-zimmers'][i] })),
          { owner: 0 as Seat, mech: 'URA-01C', zone: Z(3, 1), pilot: 'john-snow', weapon: 1 },
        ],
      });
    expect(isLegal(base(2, 0), 0, { t: 'fire', g: 0, u: 1 })).toBe(false);
    expect(isLegal(base(3, 0), 0, { t: 'fire', g: 0, u: 1 })).toBe(true);
    expect(isLegal(base(5, 1), 0, { t: 'fire', g: 0, u: 1 })).toBe(false);
    expect(isLegal(base(5, 2), 0, { t: 'fire', g: 0, u: 1 })).toBe(true);
    // A mech may still attack it.
    const s = base(5, 1);
    play(s, 0, { t: 'op', m: 3 });
    expect(isLegal(s, 0, { t: 'attack', m: 3, g: 0, u: 1 })).toBe(true);
  });
});

describe('M-46 … M-53: ship main weapons', () => {
  it('M-46 重型舰装火神炮: 4 × 2 damage, 命中 −5 against mechs, damage doubled after two hits', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heavy-vulcan'] }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20, 1, 20, 1, 20, 1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(s.units[1].hp).toBe(50 - (2 + 2 + 4 + 4));
    expect(s.units[0].guns[0].ammo).toBe(3); // 4 发弹药: one use spent
    const t = scenario({ red: { ship: 'FA-07A', guns: ['heavy-vulcan'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [20, 20, 20, 20] });
    const shots = eventsOf(play(t, 0, { t: 'fire', g: 0, u: 2 }), 'shot');
    expect(shots.map((x) => x.need)).toEqual([10, 10, 10, 10]);
  });

  it('M-47 曳光火神炮: each hit gives +5 命中 to the next weapon attack on the target, for one turn', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['tracer-vulcan'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'UBT1-T1', zone: Z(2, 0), hp: 3, pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: Z(2, 1), pilot: 'john-snow', weapon: 1 },
      ],
      ap: 4,
      dice: [1, 20, 1, 20, 20, 20, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 2 }); // two of three land
    expect(s.units[2].hp).toBe(1);
    expect(s.units[2].marks).toBe(10);
    play(s, 0, { t: 'op', m: 3 });
    const shot = eventsOf(play(s, 0, { t: 'attack', m: 3, g: 0, u: 2 }), 'shot')[0];
    expect(shot.need).toBe(15 + 10);
    expect(s.units[2].marks).toBe(0); // spent by that attack
  });

  it('M-48 防空弹幕炮: range 1, AOE 1, no judgement against mechs', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['flak-barrage'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'URA-00', zone: Z(1, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01A', zone: Z(1, 0), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-01B', zone: EVENT, pilot: 'john-snow' },
        { owner: 1, mech: 'URA-01C', zone: Z(3, 1), pilot: 'jack-thunder' },
        { owner: 0, mech: 'UBT1-T1', zone: Z(1, 1), pilot: 'linus-torvalds' },
      ],
      ap: 4,
      dice: [],
    });
    // Target zones one move from the ship zone that have enemy mechs within 1 (none near 出动区B).
    expect(keys(s, 0).filter((k) => k.startsWith('fire'))).toEqual(['fire:0:0', 'fire:0:4']);
    play(s, 0, { t: 'fire', g: 0, u: Z(1, 1) });
    expect([2, 3, 4, 5, 6].map((i) => s.units[i].hp)).toEqual([3, 2, 2, 2, 3]);
  });

  it('M-49 冲击防空火炮: AOE 1, 1 damage, hit enemy mechs are knocked back 2 zones', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['impact-flak'] },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 1, mech: 'URA-00', zone: Z(1, 0), pilot: 'zack-fair' }],
      ap: 4,
      dice: [1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: RED_A });
    expect(s.units[2]).toMatchObject({ hp: 4, zone: Z(3, 0) });
  });

  it('M-50 破城电磁弹射炮: one shot of 15; 命中 −10 against mechs, +5 against ships', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun'] }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [20, 20] });
    expect(eventsOf(play(s, 0, { t: 'fire', g: 0, u: 1 }), 'shot')[0].need).toBe(20);
    expect(s.units[1].hp).toBe(35);
    expect(keys(s, 0).some((k) => k.startsWith('fire'))).toBe(false); // 1 发弹药
    const t = scenario({ red: { ship: 'FA-07A', guns: ['siege-railgun'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [20] });
    expect(eventsOf(play(t, 0, { t: 'fire', g: 0, u: 2 }), 'shot')[0].need).toBe(5);
  });

  it('M-51 集束热能射线: 命中 −10 against mechs; damage adds 3 turns of burning, 3 each', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'white-pegasus' }, dice: [1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 }); // 3, then Blue's turn starts: 3 more
    expect(s.units[1].hp).toBe(44);
    for (let i = 0; i < 4; i++) {
      play(s, s.active, { t: 'end' });
      play(s, s.active, { t: 'end' });
    }
    expect(s.units[1].hp).toBe(38); // burned three times in all
  });

  it('M-52 破城聚能镭射炮: spends every token, +5 each; −8 without tokens', () => {
    const dmg = (energy: number) => {
      const s = scenario({ red: { ship: 'FA-07A', guns: ['siege-laser'], energy }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20] });
      play(s, 0, { t: 'fire', g: 0, u: 1 });
      expect(s.sides[0].energy).toBe(0);
      return 50 - s.units[1].hp;
    };
    expect(dmg(0)).toBe(2);
    expect(dmg(3)).toBe(25);
  });

  it('M-53 双管镭射炮: one token; if the first attack lands, one more attack on another target', () => {
    const s = scenario({
      red: { ship: 'FA-07A', guns: ['twin-laser'], energy: 1 },
      blue: { ship: 'white-pegasus' },
      mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }],
      ap: 4,
      dice: [1, 20, 1, 20, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(s.sides[0].energy).toBe(0);
    expect(keys(s, 0)).toEqual(['second:-1', 'second:2']); // another target, or none
    play(s, 0, { t: 'second', u: 2 });
    expect(s.units[2].hp).toBe(2);
    expect(s.units[1].hp).toBe(47);
    expect(s.second).toBeNull();
    const miss = scenario({ red: { ship: 'FA-07A', guns: ['twin-laser'], energy: 1 }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [20] });
    play(miss, 0, { t: 'fire', g: 0, u: 1 });
    expect(miss.second).toBeNull();
  });
});

describe('M-54 … M-62: ship sub-weapons, with the reactions in the opponent turn', () => {
  it('M-54 EMP榴弹: enemy mechs in a zone within 2 cannot act for 2 turns', () => {
    const s = scenario({
      red: { ship: 'FA-07C', hand: ['emp-grenade'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'URA-01A', zone: Z(2, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01B', zone: Z(3, 1), pilot: 'hans-zimmers' },
      ],
    });
    expect(keys(s, 0).filter((k) => k.startsWith('play'))).toEqual([`play:0:${EVENT}`]); // Z(3,1) is 3 away
    play(s, 0, { t: 'play', c: 0, x: EVENT });
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).not.toContain('op:2');
    expect(keys(s, 1)).toContain('op:3');
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).not.toContain('op:2');
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' });
    expect(keys(s, 1)).toContain('op:2');
  });

  it('M-55 自律修理机器人: +10 ship HP, at any time — in your turn or in a window of the enemy attack', () => {
    const s = scenario({ red: { ship: 'FA-07C', hp: 10, hand: ['repair-robot'] }, blue: { ship: 'FA-07A' } });
    play(s, 0, { t: 'play', c: shipCard('repair-robot'), x: -1 });
    expect(s.units[0].hp).toBe(20);
    const t = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07C', hp: 20, hand: ['repair-robot'] }, ap: 4, dice: [1, 20] });
    play(t, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.toMove(t)).toEqual([1]); // Blue's window, in Red's turn
    play(t, 1, { t: 'react', k: 'repair', u: -1 });
    expect(t.units[1].hp).toBe(25); // capped at its maximum
    play(t, 1, decline);
    expect(t.units[1].hp).toBe(22);
  });

  it('M-56 自律火炮: one token, 2 damage to an enemy mech within 3; it stays and fires once in each of your turns', () => {
    const s = scenario({
      red: { ship: 'FA-07C', hand: ['auto-turret'], energy: 3 },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'URA-00', zone: Z(3, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(4, 0), pilot: 'hans-zimmers' },
      ],
    });
    expect(keys(s, 0).filter((k) => k.startsWith('play'))).toEqual(['play:2:2']); // Z(4,0) is 5 away
    play(s, 0, { t: 'play', c: shipCard('auto-turret'), x: 2 });
    expect(s.units[2].hp).toBe(3);
    expect(s.sides[0].energy).toBe(2);
    expect(isLegal(s, 0, { t: 'turret', u: 2 })).toBe(false); // once a turn
    play(s, 0, { t: 'gather' });
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'turret', u: 2 });
    expect(s.units[2].hp).toBe(1);
  });

  it('M-57 甲板炸弹: when an enemy launch succeeds, it fails: back to the ship, no launch for 5 turns, AP kept spent', () => {
    const s = scenario({
      red: { ship: 'FA-07C', pilots: ['zack-fair'], mhand: ['radar'] },
      blue: { ship: 'FA-07A', hand: ['deck-bomb'] },
      mechs: [{ owner: 0, mech: 'URA-01C' }],
    });
    play(s, 0, { t: 'launch', m: 2, z: RED_A });
    play(s, 0, { t: 'pilot', p: 1 });
    play(s, 0, { t: 'attach', c: mechCard('radar') }); // 1 slot: the launch completes
    expect(mecha.toMove(s)).toEqual([1]);
    expect(keys(s, 1)).toEqual(['react:decline:-1', 'react:deckBomb:-1']);
    play(s, 1, { t: 'react', k: 'deckBomb', u: -1 });
    const m = s.units[2];
    expect(m).toMatchObject({ place: 'hangar', zone: -1, lock: 5 });
    expect(s.sides[0].crew[0].where).toBe('ready');
    expect(s.sides[0].mlib[mechCard('radar')]).toBe(1);
    expect(s.ap).toBe(1);
    expect(keys(s, 0).some((k) => k.startsWith('launch'))).toBe(false);
    // 5 of Red's turns, this one included (MR-4).
    for (let i = 0; i < 4; i++) {
      play(s, s.active, { t: 'end' });
      play(s, s.active, { t: 'end' });
    }
    expect(keys(s, 0).some((k) => k.startsWith('launch'))).toBe(false);
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'end' });
    expect(keys(s, 0).some((k) => k.startsWith('launch'))).toBe(true);
  });

  it('M-58 间谍无人机 (1 AP): see one enemy ship card and discard another', () => {
    const s = scenario({ red: { ship: 'FA-07C', hand: ['spy-drone'] }, blue: { ship: 'FA-07A', hand: ['warp-shield', 'deck-bomb', 'emp-grenade'] }, dice: [2, 1] });
    const ev = play(s, 0, { t: 'play', c: shipCard('spy-drone'), x: -1 });
    // Blue's hand sorted: emp(0), deck-bomb(3), warp(5): the 2nd is seen, the 1st of the others discarded.
    const spied = ev.find((e) => e.type === 'spied')!;
    expect(spied.to).toEqual([0]);
    expect(spied.data).toEqual({ seat: 0, card: 'deck-bomb' });
    expect(eventsOf(ev, 'spyDiscard')).toEqual([{ seat: 1, card: 'emp-grenade' }]);
    expect(s.sides[1].hand).toEqual([shipCard('deck-bomb'), shipCard('warp-shield')]);
    expect(s.ap).toBe(1);
  });

  it('M-59 扭曲护盾: when the ship is hit, no damage, and the same damage to the enemy ship', () => {
    const s = scenario({ red: { ship: 'white-pegasus', guns: ['heat-ray'] }, blue: { ship: 'FA-07C', hand: ['warp-shield'] }, ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(keys(s, 1)).toEqual(['react:decline:-1', 'react:warpShield:-1']);
    play(s, 1, { t: 'react', k: 'warpShield', u: -1 });
    expect(s.units[1].hp).toBe(25);
    expect(s.units[0].hp).toBe(47);
    expect(s.units[1].burn).toBe(0);
  });

  it('M-60 转化护盾: when the ship is hit, no damage and 3 energy tokens', () => {
    const s = scenario({ red: { ship: 'white-pegasus', guns: ['heat-ray'] }, blue: { ship: 'FA-07A', hand: ['conversion-shield'] }, ap: 4, dice: [1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    play(s, 1, { t: 'react', k: 'conversionShield', u: -1 });
    expect(s.units[1].hp).toBe(15);
    expect(s.sides[1].energy).toBe(3);
  });

  it('M-61 泄能磁场: an enemy 聚集能量 is void and the enemy turn is skipped', () => {
    const s = scenario({ red: { ship: 'FA-07C', energy: 2 }, blue: { ship: 'FA-07A', hand: ['drain-field'] }, ap: 4 });
    play(s, 0, { t: 'gather' });
    expect(mecha.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'react', k: 'drainField', u: -1 });
    expect(s.active).toBe(1); // Red's turn is over, with its 2 AP left unused
    expect(s.sides[0].energy).toBe(0); // not gathered: lost at the end of the turn
    const t = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A', hand: ['drain-field'] } });
    play(t, 0, { t: 'gather' });
    play(t, 1, decline);
    expect(t.sides[0].energy).toBe(2);
  });

  it('M-62 高级武器系统: one token, reveal three cards of the library, keep one, shuffle the rest back', () => {
    const s = scenario({ red: { ship: 'FA-07C', hand: ['advanced-weapons'], energy: 1, lib: ['emp-grenade', 'spy-drone', 'warp-shield', 'deck-bomb'] }, blue: { ship: 'FA-07A' }, dice: [1, 1, 1] });
    const ev = play(s, 0, { t: 'play', c: shipCard('advanced-weapons'), x: 0 });
    expect(s.pick!.cards).toEqual([0, 3, 4]); // emp, deck-bomb, spy: the first of the pile each time
    expect(ev.find((e) => e.type === 'revealed')!.to).toEqual([0]);
    expect(keys(s, 0)).toEqual(['pick:0', 'pick:3', 'pick:4']);
    play(s, 0, { t: 'pick', c: 3 });
    expect(s.sides[0].hand).toEqual([3]);
    expect(s.sides[0].lib.reduce((a, b) => a + b, 0)).toBe(3);
    expect(s.sides[0].energy).toBe(0);
    expect((view(s, 1).sides[0] as Rec).hand).toBeNull();
    expect(rollsLeft(s)).toBe(0);
  });
});

export { BLUE_A };
