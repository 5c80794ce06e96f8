// Rule scenario tests, part A: the basic rules M-1 … M-30 of docs/rules/mecha.md. Every test sets up a
// position (or plays from setup), scripts the dice, plays checked actions and asserts the outcome.
import { describe, expect, it } from 'vitest';
import { parseOptions, Rng, type Seat } from '../../../engine/index.js';
import type { MechaAction } from '../actions.js';
import { SKILL } from '../data.js';
import { mecha } from '../index.js';
import { newState, type MechaState } from '../state.js';
import { mechaOptionsSchema } from '../options.js';
import {
  BLUE_A,
  BLUE_SHIP,
  EVENT,
  eventsOf,
  isLegal,
  keys,
  mechCard,
  play,
  RED_A,
  RED_B,
  RED_SHIP,
  rollsLeft,
  scenario,
  ScriptedRng,
  shipCard,
  weaponIx,
  Z,
} from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };

/** Play every build choice of a seat by taking the first legal choice (or a chooser). */
function build(s: MechaState, seat: Seat, choose: (list: MechaAction[]) => MechaAction = (l) => l[0]): void {
  while (mecha.toMove(s).includes(seat) && s.phase === 'build') mecha.apply(s, seat, choose(mecha.legalActions(s, seat)), []);
}

function fresh(rng: Rng = new Rng(3), options: Record<string, unknown> = {}): MechaState {
  return newState(parseOptions(mechaOptionsSchema, options), rng);
}

describe('M-1 … M-11: board, fleets, victory conditions, opening', () => {
  it('M-1 the board is 3 × 5 zones: launch zones A/B and the ship zone on each home row, the event zone in the centre', () => {
    const s = scenario({ red: { ship: 'FA-07A', pilots: ['zack-fair'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01A' }] });
    const b = view(s, 0).board as Rec;
    expect(b).toMatchObject({ cols: 3, rows: 5, eventZone: 7, shipZones: [1, 13], launchZones: [[0, 2], [12, 14]] });
    // Launching goes to 出动区 A or B only.
    expect(keys(s, 0).filter((k) => k.startsWith('launch'))).toEqual(['launch:2:0', 'launch:2:2']);
    expect(s.units[0].zone).toBe(RED_SHIP);
    expect(s.units[1].zone).toBe(BLUE_SHIP);
  });

  it('M-2 the ship sets how many main weapons, mechs and pilots the fleet brings', () => {
    const s = fresh();
    const shipsOffered = mecha.legalActions(s, 0).map((a) => mecha.actionKey(a));
    expect(shipsOffered.length).toBe(5); // three seed ships + two extended
    mecha.apply(s, 0, { t: 'ship', c: 2 }, []); // 白天马: 1 main weapon, 6 mechs, 5 pilots
    mecha.apply(s, 0, mecha.legalActions(s, 0)[0], []);
    expect(s.build[0].guns.length).toBe(1);
    expect(mecha.legalActions(s, 0)[0].t).toBe('mech'); // one gun only: on to the mechs
    build(s, 0);
    expect(s.build[0].mechs.length).toBe(6);
    expect(s.build[0].done).toBe(true);
    const t = fresh();
    mecha.apply(t, 1, { t: 'ship', c: 0 }, []); // FA-07A: 3 / 3 / 2
    build(t, 1);
    expect(t.build[1].guns.length).toBe(3);
    expect(new Set(t.build[1].guns).size).toBe(3);
    expect(t.build[1].mechs.length).toBe(3);
    expect(t.build[1].pilots.length).toBe(2);
  });

  it('M-3 each mech is armed in fleet building and keeps that weapon all game', () => {
    const s = fresh();
    mecha.apply(s, 0, { t: 'ship', c: 0 }, []);
    for (let i = 0; i < 3; i++) mecha.apply(s, 0, mecha.legalActions(s, 0)[0], []);
    mecha.apply(s, 0, { t: 'mech', c: 2 }, []); // URA-01B Hammer: 镭射光剑 or 战甲步枪
    expect(keys(s, 0)).toEqual(['arm:0', 'arm:1']);
    mecha.apply(s, 0, { t: 'arm', i: 1 }, []);
    build(s, 0);
    build(s, 1);
    const hammer = s.units.find((u) => u.owner === 0 && !u.ship && u.card === 2)!;
    expect(hammer.guns.map((g) => g.w)).toEqual([weaponIx('mech-rifle')]);
  });

  it('M-4 once both fleets are built the public configuration is face-up to the opponent', () => {
    const s = fresh();
    build(s, 0);
    expect(view(s, 1).units).toEqual([]); // seat 0 done, seat 1 not: nothing public yet
    expect((view(s, 1).build as Rec).ship).toBeNull();
    build(s, 1);
    const v = view(s, 1);
    const red = v.units.filter((u) => u.owner === 0);
    expect(red.map((u) => u.card)).toEqual(['FA-07A', 'URA-00', 'URA-01A', 'URA-01B']);
    expect((red[0].guns as Rec[]).map((g) => g.weapon)).toEqual(['heavy-vulcan', 'tracer-vulcan', 'flak-barrage']);
    expect((red[1].guns as Rec[]).map((g) => g.weapon)).toEqual(['shock-claw']);
  });

  it('M-5 the captain and the pilots are face-down to the opponent', () => {
    const s = fresh();
    build(s, 0);
    build(s, 1);
    const theirs = view(s, 1).sides[0];
    expect(theirs.captain).toBe('face-down');
    expect(theirs.crew).toEqual([]);
    expect(theirs.hiddenCrew).toEqual({ ready: 2, flying: 0, hurt: [] });
    const mine = view(s, 0).sides[0];
    expect(mine.captain).toBe('tim-wall');
    expect((mine.crew as Rec[]).map((c) => c.pilot)).toEqual(['hans-zimmers', 'zack-fair']);
  });

  it('M-6 the library: 10 ship and 10 mech sub-weapon cards, at most two copies of a card', () => {
    const s = fresh();
    build(s, 0, (l) => l[l.length - 1]);
    expect(s.sides[0].lib).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]); // not yet: units are made when both are done
    const b = s.build[0];
    expect(b.cards.reduce((a, x) => a + x, 0)).toBe(10);
    expect(b.mcards.reduce((a, x) => a + x, 0)).toBe(10);
    expect(Math.max(...b.cards, ...b.mcards)).toBe(2);
    // A third copy is never offered.
    const t = fresh();
    mecha.apply(t, 0, { t: 'ship', c: 0 }, []);
    while (mecha.legalActions(t, 0)[0].t !== 'card') mecha.apply(t, 0, mecha.legalActions(t, 0)[0], []);
    mecha.apply(t, 0, { t: 'card', c: 0 }, []);
    mecha.apply(t, 0, { t: 'card', c: 0 }, []);
    expect(isLegal(t, 0, { t: 'card', c: 0 })).toBe(false);
    expect(isLegal(t, 0, { t: 'card', c: 1 })).toBe(true);
  });

  it('M-7 victory conditions are chosen secretly, revealed together, and their union applies', () => {
    const s = fresh(new ScriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 9]));
    build(s, 0);
    build(s, 1);
    expect(s.phase).toBe('goal');
    expect(mecha.toMove(s)).toEqual([0, 1]);
    play(s, 0, { t: 'goal', g: 0 }); // 劫掠战舰
    expect(view(s, 1).sides[0].goal).toBe('chosen');
    expect(view(s, 0).sides[0].goal).toBe('raid');
    expect(view(s, 1).goals).toEqual([]);
    play(s, 1, { t: 'goal', g: 2 }); // 军备竞赛
    expect(view(s, 1).goals).toEqual(['raid', 'armsRace']);
    expect(view(s, 1).sides[0].goal).toBe('raid');
    const t = fresh(new ScriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 9]));
    build(t, 0);
    build(t, 1);
    play(t, 0, { t: 'goal', g: 0 });
    play(t, 1, { t: 'goal', g: 0 });
    expect(t.goals).toBe(1); // 劫掠战舰 only
  });

  it('M-8 劫掠战舰: a mech moving into the enemy ship zone wins', () => {
    const s = scenario({
      goals: ['raid'],
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 0, mech: 'URA-01A', zone: Z(3, 1), pilot: 'zack-fair' }],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: BLUE_SHIP });
    expect(mecha.result(s)).toMatchObject({ winners: [0], reason: { code: 'raid' } });
  });

  it('M-9 歼灭作战: the enemy ship and every enemy mech on the field destroyed', () => {
    const s = scenario({
      goals: ['annihilation'],
      red: { ship: 'FA-07A', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A', hp: 1 },
      mechs: [{ owner: 1, mech: 'URA-01C', zone: Z(1, 1), hp: 1, pilot: 'zack-fair' }],
      ap: 6,
      dice: [1, 20, 1, 20],
    });
    play(s, 0, { t: 'fire', g: 0, u: 1 }); // the ship goes down, a mech is still on the field
    expect(s.units[1].place).toBe('down');
    expect(mecha.result(s)).toBeNull();
    s.units[0].guns[0].ammo = 1;
    play(s, 0, { t: 'fire', g: 0, u: 2 });
    expect(mecha.result(s)).toMatchObject({ winners: [0], reason: { code: 'annihilation' } });
  });

  it('M-10 军备竞赛: at turn 20 the side with more ship + mech HP on the field wins', () => {
    const s = scenario({
      turn: 20,
      goals: ['armsRace'],
      red: { ship: 'FA-07A', hp: 10 },
      blue: { ship: 'FA-07A', hp: 8 },
      mechs: [
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', pilot: 'hans-zimmers' }, // in the hangar: not counted
      ],
    });
    play(s, 0, { t: 'end' });
    expect(mecha.result(s)).toMatchObject({ winners: [1], reason: { code: 'armsRace' } }); // 8 + 4 > 10
    const t = scenario({ turn: 19, goals: ['armsRace'], red: { ship: 'FA-07A', hp: 10 }, blue: { ship: 'FA-07A', hp: 8 } });
    play(t, 0, { t: 'end' });
    expect(mecha.result(t)).toBeNull();
  });

  it('M-11 the opening: each draws 2 ship and 3 mech sub-weapons, then a die each decides who goes first', () => {
    // 10 draws (each takes the first card left), then the first-player dice 5 vs 9: Blue starts.
    const s = fresh(new ScriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 9]));
    build(s, 0);
    build(s, 1);
    play(s, 0, { t: 'goal', g: 1 });
    const ev = play(s, 1, { t: 'goal', g: 1 });
    expect(s.sides[0].hand.length).toBe(2);
    expect(s.sides[0].mhand.length).toBe(3);
    expect(s.sides[1].hand.length).toBe(2);
    expect(s.sides[1].mhand.length).toBe(3);
    expect(eventsOf(ev, 'firstRoll')).toEqual([{ rolls: [5, 9] }]);
    expect(s.active).toBe(1);
    expect(s.turn).toBe(1);
    // The drawn cards are private; the counts are public.
    expect(ev.filter((e) => e.type === 'drew').every((e) => e.to !== 'all')).toBe(true);
    expect(view(s, 1).sides[0].handCount).toEqual([2, 3]);
    expect(view(s, 1).sides[0].hand).toBeNull();
  });
});


describe('M-12 … M-19: the turn and its actions', () => {
  it('M-12 a turn has 2 action points; it ends when they are spent', () => {
    const s = scenario({ red: { ship: 'FA-07A', lib: ['repair-robot', 'repair-robot'] }, blue: { ship: 'FA-07C', lib: ['emp-grenade'] } });
    s.units[0].card = 1; // an FA-07C, so the draw is not free
    play(s, 0, { t: 'draw', pile: 0 });
    expect(s.ap).toBe(1);
    expect(s.active).toBe(0);
    expect(isLegal(s, 0, { t: 'gather' })).toBe(false); // 2 AP needed
    play(s, 0, { t: 'draw', pile: 0 });
    expect(s.active).toBe(1);
    expect(s.ap).toBe(2);
  });

  it('M-13 使用武器 (2): a ship weapon attacks a mech on the field or the enemy ship', () => {
    const s = scenario({
      red: { ship: 'FA-07C', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C' }, // in the hangar: no target
      ],
      dice: [20, 1],
    });
    expect(keys(s, 0).filter((k) => k.startsWith('fire'))).toEqual(['fire:0:1', 'fire:0:2']);
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(s.active).toBe(1); // 2 AP spent
  });

  it('M-14 补充副武器 (1): one ship sub-weapon, or mech sub-weapons until three are in hand', () => {
    const s = scenario({
      red: { ship: 'FA-07C', lib: ['spy-drone', 'emp-grenade'], mlib: ['radar', 'radar', 'hook', 'jammer'], mhand: ['wormhole'] },
      blue: { ship: 'FA-07A' },
      ap: 3,
      dice: [2, 1, 1],
    });
    play(s, 0, { t: 'draw', pile: 0 });
    expect(s.sides[0].hand).toEqual([shipCard('spy-drone')]); // the 2nd card of the pile [emp, spy]
    play(s, 0, { t: 'draw', pile: 1 });
    expect(s.sides[0].mhand.length).toBe(3);
    expect(s.sides[0].mhand).toEqual([mechCard('wormhole'), mechCard('hook'), mechCard('jammer')].sort((a, b) => a - b));
    expect(isLegal(s, 0, { t: 'draw', pile: 1 })).toBe(false); // three in hand already
  });

  it('M-15 操作战甲 (2): every own mech on the field acts once', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: RED_A, pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: RED_B, pilot: 'hans-zimmers' },
      ],
      ap: 3,
    });
    play(s, 0, { t: 'opAll' });
    expect(s.ap).toBe(1);
    expect(s.acts).toEqual([2, 3]);
    play(s, 0, { t: 'move', m: 2, z: Z(1, 0) });
    expect(isLegal(s, 0, { t: 'move', m: 2, z: Z(2, 0) })).toBe(false); // it has acted
    play(s, 0, { t: 'move', m: 3, z: Z(1, 2) });
    expect(s.acts).toEqual([]);
    expect(s.units[2].zone).toBe(Z(1, 0));
    expect(s.units[3].zone).toBe(Z(1, 2));
  });

  it('M-16 单独操作战甲 (1): one chosen mech acts', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: RED_A, pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: RED_B, pilot: 'hans-zimmers' },
      ],
    });
    play(s, 0, { t: 'op', m: 3 });
    expect(s.ap).toBe(1);
    expect(s.acts).toEqual([3]);
    expect(keys(s, 0).every((k) => !k.includes(':2:') || k.startsWith('attack:3'))).toBe(true);
    play(s, 0, { t: 'move', m: 3, z: Z(1, 2) });
    expect(s.units[2].zone).toBe(RED_A);
  });

  it('M-17 出动 (1): a mech with a face-down pilot and face-down cards goes to launch zone A or B', () => {
    const s = scenario({ red: { ship: 'FA-07C', pilots: ['zack-fair'], mhand: ['radar', 'aiming-aid', 'hook'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00' }] });
    play(s, 0, { t: 'launch', m: 2, z: RED_B });
    expect(s.ap).toBe(1);
    play(s, 0, { t: 'pilot', p: 1 });
    play(s, 0, { t: 'attach', c: mechCard('radar') });
    const ev = play(s, 0, { t: 'attach', c: mechCard('hook') }); // URA-00 carries two
    const m = s.units[2];
    expect(m.place).toBe('field');
    expect(m.zone).toBe(RED_B);
    expect(s.sides[0].mhand).toEqual([mechCard('aiming-aid')]);
    expect(eventsOf(ev, 'launched')).toEqual([{ seat: 0, u: 2, zone: RED_B, gear: 2 }]);
    const theirs = view(s, 1).units[2];
    expect(theirs.pilot).toBe('face-down');
    expect(theirs.gear).toEqual([{ card: null, uses: null }, { card: null, uses: null }]);
    expect(view(s, 0).units[2].pilot).toBe('zack-fair');
  });

  it('M-18 回收 (1): a mech in your area returns; its pilot goes back, its cards are shuffled into the library', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: RED_A, pilot: 'zack-fair', gear: ['radar', 'hook'] },
        { owner: 0, mech: 'URA-01A', zone: Z(1, 0), pilot: 'hans-zimmers' },
      ],
    });
    expect(isLegal(s, 0, { t: 'recover', m: 3 })).toBe(false); // not in your area
    play(s, 0, { t: 'recover', m: 2 });
    const m = s.units[2];
    expect(m.place).toBe('hangar');
    expect(m.pilot).toBe(-1);
    expect(s.sides[0].crew.find((c) => c.p === 1)!.where).toBe('ready');
    expect(s.sides[0].mlib[mechCard('radar')]).toBe(1);
    expect(s.sides[0].mlib[mechCard('hook')]).toBe(1);
    expect(s.ap).toBe(1);
  });

  it('M-19 聚集能量 (2): one energy token', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    play(s, 0, { t: 'gather' });
    expect(s.sides[0].energy).toBe(1);
    expect(s.active).toBe(1);
  });
});

describe('M-20 … M-30: mechs, combat, end of turn', () => {
  it('M-20 a mech acts once: an attack with one of its weapons on an enemy, or a move', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair', weapon: 'both' },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers' },
        { owner: 0, mech: 'UBT1-T1', zone: Z(2, 1), pilot: 'linus-torvalds' },
      ],
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    const k = keys(s, 0);
    expect(k).toContain('attack:2:0:3'); // 镭射光剑 on the enemy mech
    expect(k).toContain('attack:2:1:3'); // or 战甲步枪
    expect(k).not.toContain('attack:2:0:4'); // never a friend
    play(s, 0, { t: 'attack', m: 2, g: 1, u: 3 });
    expect(s.acts).toEqual([]);
    expect(s.units[3].hp).toBe(0);
  });

  it('M-21 forward only when no enemy mech is in the zone; sideways and back are free', () => {
    const s = scenario({
      red: { ship: 'FA-07C' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers' },
      ],
      ap: 3,
    });
    play(s, 0, { t: 'op', m: 2 });
    const moves = keys(s, 0).filter((k) => k.startsWith('move'));
    expect(moves).toEqual([`move:2:${Z(1, 0)}`, `move:2:${Z(2, 1)}`]); // back and sideways, not forward
    play(s, 0, { t: 'move', m: 2, z: Z(2, 1) });
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0)).toContain(`move:2:${Z(3, 1)}`); // no enemy here now: forward allowed
    // Blue's forward is toward row 0.
    const t = scenario({ active: 1, red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-01A', zone: Z(3, 2), pilot: 'zack-fair' }] });
    play(t, 1, { t: 'op', m: 2 });
    expect(keys(t, 1).filter((k) => k.startsWith('move'))).toEqual([`move:2:${Z(2, 2)}`, `move:2:${Z(3, 1)}`, `move:2:${BLUE_A + 2}`]);
  });

  it('M-22 range: 0 = the same zone, 1 = one move away, 全图 = anywhere', () => {
    const s = scenario({
      red: { ship: 'FA-07C', guns: ['heat-ray'] },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01B', zone: Z(2, 0), pilot: 'zack-fair', weapon: 'both' },
        { owner: 1, mech: 'URA-01C', zone: Z(2, 0), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'john-snow' },
        { owner: 1, mech: 'URA-00', zone: Z(4, 2), pilot: 'jack-thunder' },
      ],
    });
    expect(keys(s, 0).filter((k) => k.startsWith('fire'))).toEqual(['fire:0:1', 'fire:0:3', 'fire:0:4', 'fire:0:5']); // 全图
    play(s, 0, { t: 'op', m: 2 });
    const k = keys(s, 0);
    expect(k).toContain('attack:2:0:3'); // 光剑 range 0: same zone
    expect(k).not.toContain('attack:2:0:4');
    expect(k).toContain('attack:2:1:4'); // 步枪 range 0–1: one move away
    expect(k).not.toContain('attack:2:1:5');
  });

  it('M-23 the rulebook worked example: hit 15 vs roll 10 hits, evade 10 vs roll 11 fails, the attack lands', () => {
    // An FA-07A (命中 15) fires 集束热能射线 at an FA-07A (回避 10).
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, ap: 4, dice: [10, 11] });
    const ev = play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(eventsOf(ev, 'shot')).toEqual([{ src: 0, u: 1, k: 0, hit: [10], need: 15, evade: [11], evNeed: 10, landed: true }]);
    expect(s.units[1].hp).toBe(12);
    // A roll above 命中 misses; a roll at or under 回避 evades.
    const miss = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, ap: 4, dice: [16] });
    play(miss, 0, { t: 'fire', g: 0, u: 1 });
    expect(miss.units[1].hp).toBe(15);
    const evaded = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, ap: 4, dice: [15, 10] });
    play(evaded, 0, { t: 'fire', g: 0, u: 1 });
    expect(evaded.units[1].hp).toBe(15);
    expect(rollsLeft(evaded)).toBe(0);
  });

  it('M-24 at the end of a turn without 聚集能量 every energy token is lost', () => {
    const s = scenario({ red: { ship: 'FA-07A', energy: 3 }, blue: { ship: 'FA-07A', energy: 2 } });
    play(s, 0, { t: 'end' });
    expect(s.sides[0].energy).toBe(0);
    expect(s.sides[1].energy).toBe(2);
    play(s, 1, { t: 'gather' });
    expect(s.sides[1].energy).toBe(3); // gathered this turn: kept
  });

  it('M-25 a shot-down mech injures its pilot for the recovery time; then the pilot is back', () => {
    const s = scenario({
      red: { ship: 'FA-07C', guns: ['siege-railgun'] },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 1, mech: 'URA-01C', zone: Z(3, 0), pilot: 'zack-fair' }],
      dice: [1, 20],
    });
    const ev = play(s, 0, { t: 'fire', g: 0, u: 2 });
    expect(s.units[2].place).toBe('down');
    const crew = s.sides[1].crew[0];
    expect(crew).toMatchObject({ where: 'hurt', timer: 4 });
    expect(eventsOf(ev, 'pilotHurt')[0]).toMatchObject({ turns: 4, pilot: null }); // still face-down
    for (let i = 0; i < 3; i++) {
      play(s, s.active, { t: 'end' });
      play(s, s.active, { t: 'end' });
    }
    expect(crew.where).toBe('hurt'); // three of Blue's turns have ended
    play(s, 1, { t: 'end' });
    expect(crew.where).toBe('ready');
  });

  it('M-26 a captain skill is used once a game', () => {
    const s = scenario({
      red: { ship: 'FA-07A', captain: 'tom-steel' },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 1, mech: 'URA-01A', zone: RED_A, pilot: 'zack-fair' }],
      ap: 4,
    });
    const burn = { t: 'skill', k: SKILL.burnBoats, a: -1, b: -1 } as const;
    play(s, 0, burn);
    expect(isLegal(s, 0, burn)).toBe(false);
    expect(s.sides[0].used).toBe(1 << SKILL.burnBoats);
  });

  it('M-27 a mech entering the event zone draws a random event card, which takes effect', () => {
    const s = scenario({ red: { ship: 'FA-07C' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' }], dice: [2] });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, { t: 'move', m: 2, z: EVENT });
    expect(eventsOf(ev, 'weather')).toEqual([{ u: 2, owner: 0, weather: 'lightning' }]);
    expect(s.units[2].hp).toBe(2); // 闪电: 3 damage
  });

  it('M-28 a pilot stays face-down until its talent takes effect', () => {
    const s = scenario({
      red: { ship: 'FA-07C', hp: 20 },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-01C', zone: Z(3, 2), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-01A', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [20, 20, 20],
    });
    play(s, 0, { t: 'op', m: 3 }); // Hans (melee bonus) fires a pistol: no effect, stays face-down
    play(s, 0, { t: 'attack', m: 3, g: 0, u: 1 });
    expect(view(s, 1).units[3].pilot).toBe('face-down');
    play(s, 0, { t: 'op', m: 2 }); // Zack's 觉醒 adds to the roll (ship not full): face-up
    const ev = play(s, 0, { t: 'attack', m: 2, g: 0, u: 4 });
    expect(eventsOf(ev, 'pilotShown')).toEqual([{ u: 2, owner: 0, pilot: 'zack-fair' }]);
    expect(view(s, 1).units[2].pilot).toBe('zack-fair');
  });

  it('M-29 a ship sub-weapon is used at its time and then discarded', () => {
    const s = scenario({
      red: { ship: 'FA-07C', hand: ['emp-grenade'] },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 1, mech: 'URA-01A', zone: Z(1, 1), pilot: 'zack-fair' }],
    });
    play(s, 0, { t: 'play', c: shipCard('emp-grenade'), x: Z(1, 1) });
    expect(s.sides[0].hand).toEqual([]);
    expect(s.sides[0].discard[shipCard('emp-grenade')]).toBe(1);
    expect(view(s, 1).sides[0].discard).toEqual({ ship: ['emp-grenade'], mech: [] });
  });

  it('M-30 energy tokens are spent by the weapons that use them', () => {
    const s = scenario({ red: { ship: 'FA-07C', guns: ['twin-laser'], energy: 2 }, blue: { ship: 'FA-07A' }, ap: 4, dice: [20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(s.sides[0].energy).toBe(1);
    const t = scenario({ red: { ship: 'FA-07C', guns: ['twin-laser'] }, blue: { ship: 'FA-07A' } });
    expect(keys(t, 0).some((k) => k.startsWith('fire'))).toBe(false); // no token, no shot
  });
});

