// Rulings MR-1 … MR-25 of docs/rules/mecha.md (MR-22, determinization, is in properties.test.ts): each
// reading chosen where the rulebook is silent or ambiguous, and the option that switches it.
import { describe, expect, it } from 'vitest';
import { parseOptions, type Seat } from '../../../engine/index.js';
import type { MechaAction } from '../actions.js';
import { rowFrom } from '../board.js';
import { SKILL } from '../data.js';
import { mecha } from '../index.js';
import { mechaOptionsSchema } from '../options.js';
import { newState, type MechaState } from '../state.js';
import {
  BLUE_SHIP,
  decline,
  EVENT,
  eventsOf,
  isLegal,
  keys,
  mechCard,
  play,
  RED_A,
  RED_SHIP,
  rollsLeft,
  scenario,
  ScriptedRng,
  shipCard,
  Z,
} from './scenario.js';

type Rec = Record<string, unknown>;
const view = (s: MechaState, seat: Seat | null) => mecha.view(s, seat) as unknown as Rec & { sides: Rec[]; units: Rec[] };
const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;

function build(s: MechaState, seat: Seat): void {
  while (mecha.toMove(s).includes(seat) && s.phase === 'build') mecha.apply(s, seat, mecha.legalActions(s, seat)[0] as MechaAction, []);
}

describe('MR-1 … MR-12', () => {
  it('MR-1 every judgement uses a d20; a p% chance succeeds on a roll ≤ p% of the die; first-player ties are re-rolled', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, ap: 4, dice: [15, 11] });
    expect(eventsOf(play(s, 0, { t: 'fire', g: 0, u: 1 }), 'shot')[0]).toMatchObject({ need: 15, landed: true });
    const d10 = scenario({ options: { die: 10 }, red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'zack-fair' }], ap: 4, dice: [1, 9, 3] });
    const ev = play(d10, 0, { t: 'fire', g: 0, u: 2 });
    expect(eventsOf(ev, 'chance')[0]).toMatchObject({ what: 'redArmour', roll: 3, need: 3, ok: true }); // 30% of a d10
    expect(d10.units[2].hp).toBe(4);
    const g = newState(parseOptions(mechaOptionsSchema, {}), new ScriptedRng([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 7, 7, 3, 12]));
    build(g, 0);
    build(g, 1);
    play(g, 0, { t: 'goal', g: 0 });
    const evs = play(g, 1, { t: 'goal', g: 0 });
    expect(eventsOf(evs, 'firstRoll')).toEqual([{ rolls: [7, 7] }, { rolls: [3, 12] }]);
    expect(g.active).toBe(1);
  });

  it('MR-2 zones are adjacent orthogonally and range counts moves; option adjacency=king adds the diagonals', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(2, 1), pilot: 'zack-fair' }] });
    play(s, 0, { t: 'op', m: 2 });
    expect(keys(s, 0).filter((k) => k.startsWith('move'))).toHaveLength(4);
    expect(s.ctx.board.dist[Z(0, 0) * 15 + Z(2, 2)]).toBe(4);
    const k = scenario({ options: { adjacency: 'king' }, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: Z(2, 1), pilot: 'zack-fair' }] });
    play(k, 0, { t: 'op', m: 2 });
    expect(keys(k, 0).filter((x) => x.startsWith('move'))).toHaveLength(8);
    expect(k.ctx.board.dist[Z(0, 0) * 15 + Z(2, 2)]).toBe(2);
  });

  it('MR-3 forward is toward the enemy home row; rows count from each side\'s own edge (区域 1 = home row)', () => {
    expect([rowFrom(0, RED_A), rowFrom(0, EVENT), rowFrom(1, BLUE_SHIP), rowFrom(1, RED_SHIP)]).toEqual([1, 3, 1, 5]);
    // Blue's 虫洞生成器 never lands in Red's home row (对方 1 区域): the first allowed zone is 3.
    const s = scenario({ active: 1, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair', gear: ['wormhole'] }], dice: [1] });
    play(s, 1, { t: 'op', m: 2 });
    play(s, 1, { t: 'gear', m: 2, i: 0, u: -1 });
    expect(s.units[2].zone).toBe(3);
  });

  it('MR-4 each player turn is one 回合; "N 回合" on a unit or pilot counts its owner\'s turns, this one included; weather counts rounds', () => {
    const s = scenario({
      turn: 7,
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), hp: 1, pilot: 'zack-fair', gear: ['self-destruct'] }],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'gear', m: 2, i: 0, u: -1 }); // shot down in its own turn
    const crew = s.sides[0].crew[0];
    expect(crew.timer).toBe(4);
    play(s, 0, { t: 'end' });
    expect([s.turn, crew.timer]).toEqual([8, 3]);
    for (let i = 0; i < 3; i++) {
      play(s, 1, { t: 'end' });
      play(s, 0, { t: 'end' });
    }
    expect([s.turn, crew.where]).toEqual([14, 'ready']);
  });

  it('MR-5 turn 80 ends in a draw (option turnCap); 军备竞赛 level at turn 20 is a draw; both winning at once is a draw', () => {
    const cap = scenario({ turn: 80, goals: ['raid'], red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    play(cap, 0, { t: 'end' });
    expect(mecha.result(cap)).toMatchObject({ draw: true, reason: { code: 'turnCap' } });
    const early = scenario({ options: { turnCap: 10 }, turn: 10, goals: ['raid'], red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    play(early, 0, { t: 'end' });
    expect(mecha.result(early)).toMatchObject({ draw: true });
    const tie = scenario({ turn: 20, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    play(tie, 0, { t: 'end' });
    expect(mecha.result(tie)).toMatchObject({ draw: true, reason: { code: 'armsRace' } });
    const both = scenario({
      goals: ['raid'],
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01C', zone: Z(3, 1), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: Z(1, 1), pilot: 'john-snow' },
        { owner: 0, mech: 'URA-01A', zone: RED_SHIP, pilot: 'hans-zimmers', gear: ['hook'] },
      ],
    });
    play(both, 0, { t: 'op', m: 4 });
    play(both, 0, { t: 'gear', m: 4, i: 0, u: 3 }); // hooks the Blue mech into Red's own ship zone…
    expect(mecha.result(both)).toMatchObject({ winners: [1] }); // …a raid for Blue (MR-25)
    const again = scenario({
      goals: ['raid'],
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01C', zone: BLUE_SHIP, pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-01C', zone: RED_SHIP, pilot: 'john-snow' },
      ],
    });
    play(again, 0, { t: 'end' });
    expect(mecha.result(again)).toMatchObject({ draw: true, reason: { code: 'both' } });
  });

  it('MR-6 a window opens whenever the seat could hold a reaction as far as the opponent knows; option windows=held opens it only when it does', () => {
    const spec = (windows: string) =>
      scenario({ options: { windows }, red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A', hand: ['emp-grenade'] }, ap: 4, dice: [1, 20] });
    const pub = spec('public');
    play(pub, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.toMove(pub)).toEqual([1]);
    expect(keys(pub, 1)).toEqual(['react:decline:-1']); // a card, but not a reaction: decline only
    play(pub, 1, decline);
    expect(pub.units[1].hp).toBe(12);
    const held = spec('held');
    play(held, 0, { t: 'fire', g: 0, u: 1 });
    expect(held.win).toBeNull();
    // A face-down captain whose acquired skill is not a reaction still gets the (empty) window.
    const cap = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'FA-07A', captain: 'adam-green', counters: { hits: 1 } }, ap: 4, dice: [1, 20] });
    play(cap, 0, { t: 'fire', g: 0, u: 1 });
    expect(keys(cap, 1)).toEqual(['react:decline:-1']);
  });

  it('MR-7 an attack is one use of a weapon: every count is judged, then the windows, then the damage; a reaction covers the whole attack', () => {
    const s = scenario({ red: { ship: 'white-pegasus', guns: ['heavy-vulcan'] }, blue: { ship: 'FA-07A', hand: ['warp-shield'] }, ap: 4, dice: [1, 20, 1, 20, 1, 20, 1, 20] });
    const ev = play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(eventsOf(ev, 'shot')).toHaveLength(4);
    expect(eventsOf(ev, 'damage')).toHaveLength(0);
    play(s, 1, { t: 'react', k: 'warpShield', u: -1 });
    expect(s.units[1].hp).toBe(15);
    expect(s.units[0].hp).toBe(50 - 12);
  });

  it('MR-8 each mech carries one of its listed weapons, chosen when building; option mechWeapons=both carries all', () => {
    const s = newState(parseOptions(mechaOptionsSchema, { mechWeapons: 'both' }), new ScriptedRng([]));
    build(s, 0);
    build(s, 1);
    const vampire = s.units.find((u) => !u.ship && u.card === 0)!;
    expect(vampire.guns).toHaveLength(2);
    expect(s.build[0].arms.every((a) => a === -1)).toBe(true);
  });

  it('MR-9 fleets take exactly the ship\'s counts of distinct cards; mechs carry their design-file card slots; hand and pile sizes are public', () => {
    const s = newState(parseOptions(mechaOptionsSchema, {}), new ScriptedRng([]));
    mecha.apply(s, 0, { t: 'ship', c: 0 }, []);
    for (let i = 0; i < 3; i++) mecha.apply(s, 0, mecha.legalActions(s, 0)[0], []);
    mecha.apply(s, 0, { t: 'mech', c: 1 }, []);
    expect(isLegal(s, 0, { t: 'mech', c: 1 })).toBe(false);
    const t = scenario({ red: { ship: 'FA-07C', pilots: ['zack-fair'], mhand: ['radar', 'hook', 'jammer'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'UBT1-T1' }] });
    play(t, 0, { t: 'launch', m: 2, z: RED_A });
    play(t, 0, { t: 'pilot', p: 1 });
    play(t, 0, { t: 'attach', c: mechCard('hook') });
    expect(t.launch).toBeNull(); // one slot: launched
    expect(view(t, 1).sides[0]).toMatchObject({ handCount: [0, 2], libraryCount: [0, 0] });
  });

  it('MR-10 placeholders: 自毁装置 X = 1, XX = 3; 电磁脉冲(增益) shield XX = 3 (options gear.*, weather.surgeShield)', () => {
    const mk = (options: Record<string, unknown>) =>
      scenario({
        options,
        red: { ship: 'FA-07A' },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 0, mech: 'URA-00', zone: Z(2, 0), hp: 2, pilot: 'zack-fair', gear: ['self-destruct'] },
          { owner: 1, mech: 'URA-00', zone: Z(2, 0), pilot: 'john-snow' },
        ],
      });
    const def = mk({});
    play(def, 0, { t: 'op', m: 2 });
    expect(keys(def, 0).some((k) => k.startsWith('gear'))).toBe(false); // 2 HP > X
    const opt = mk({ gear: { selfDestructAtHp: 2, selfDestructDamage: 4 } });
    play(opt, 0, { t: 'op', m: 2 });
    play(opt, 0, { t: 'gear', m: 2, i: 0, u: -1 });
    expect(opt.units[3].hp).toBe(1);
    const surge = scenario({ options: { weather: { surgeShield: 5 } }, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' }], dice: [6] });
    play(surge, 0, { t: 'op', m: 2 });
    play(surge, 0, { t: 'move', m: 2, z: EVENT });
    expect(surge.units[2].shield).toBe(5);
  });

  it('MR-11 mechs may enter any zone, their own ship zone included; a launch needs a ready pilot who can fly the mech', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-01C', zone: RED_A, pilot: 'zack-fair' }, { owner: 0, mech: 'URA-01A' }] });
    expect(keys(s, 0).some((k) => k.startsWith('launch'))).toBe(false); // the only pilot is flying
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'move', m: 2, z: RED_SHIP });
    expect(s.units[2].zone).toBe(RED_SHIP);
  });

  it('MR-12 AOE1 hits every enemy mech within 1 of the target zone, each judged apart; option aoeRadius=0 hits the target zone only', () => {
    const mk = (aoeRadius: number) =>
      scenario({
        options: { aoeRadius },
        red: { ship: 'FA-07A', guns: ['impact-flak'] },
        blue: { ship: 'FA-07A' },
        mechs: [
          { owner: 1, mech: 'URA-00', zone: Z(1, 1), pilot: 'zack-fair' },
          { owner: 1, mech: 'URA-00', zone: Z(1, 0), pilot: 'john-snow' },
          { owner: 0, mech: 'URA-00', zone: Z(1, 1), pilot: 'hans-zimmers' },
        ],
        ap: 4,
        dice: [20, 20],
      });
    const one = mk(1);
    expect(eventsOf(play(one, 0, { t: 'fire', g: 0, u: Z(1, 1) }), 'fire')[0].targets).toEqual([2, 3]);
    expect(rollsLeft(one)).toBe(0);
    const zero = mk(0);
    expect(eventsOf(play(zero, 0, { t: 'fire', g: 0, u: Z(1, 1) }), 'fire')[0].targets).toEqual([2]);
  });
});

describe('MR-13 … MR-25', () => {
  it('MR-13 burning is refreshed, not stacked; tracer marks last through the attacker\'s next turn', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'] }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20, 1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect([s.units[1].burn, s.units[1].burnDmg]).toEqual([2, 3]); // 3 turns from the last hit; Blue's turn already burned once
    const t = scenario({ turn: 5, red: { ship: 'FA-07A', guns: ['tracer-vulcan'] }, blue: { ship: 'white-pegasus' }, ap: 4, dice: [1, 20, 20, 20] });
    play(t, 0, { t: 'fire', g: 0, u: 1 });
    expect([t.units[1].marks, t.units[1].markTurn]).toEqual([5, 7]);
    expect((view(t, 0).units[1] as Rec).marks).toBe(5);
    t.turn = 8;
    expect((view(t, 0).units[1] as Rec).marks).toBe(0);
  });

  it('MR-14 each mech entering draws one of the six weather cards at random; instant cards leave the weather in force, lasting ones replace it; pulls by 黑洞 draw nothing; any entry draws', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 0, mech: 'URA-00', zone: Z(2, 2), pilot: 'hans-zimmers' },
        { owner: 1, mech: 'URA-00', zone: Z(4, 1), pilot: 'john-snow' },
      ],
      ap: 4,
      dice: [1],
    });
    play(s, 0, { t: 'op', m: 2 });
    const ev = play(s, 0, { t: 'move', m: 2, z: EVENT }); // 黑洞: the other red mech is pulled in, drawing nothing
    expect(eventsOf(ev, 'weather')).toHaveLength(1);
    expect(s.units[3].zone).toBe(EVENT);
    expect(rollsLeft(s)).toBe(0);
    // An instant card (闪电) leaves the weather in force.
    const t = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: Z(2, 0), pilot: 'zack-fair' }], dice: [2] });
    t.weather = { w: 0, until: 20 };
    play(t, 0, { t: 'op', m: 2 });
    play(t, 0, { t: 'move', m: 2, z: EVENT });
    expect(t.weather!.w).toBe(0);
    // Hooked into the event zone, a mech draws too; a lasting card (陨石雨) replaces 黑洞 and frees its prisoners.
    const h = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-00', zone: EVENT, pilot: 'zack-fair', gear: ['hook'] },
        { owner: 1, mech: 'URA-00', zone: Z(3, 1), pilot: 'john-snow' },
      ],
      dice: [3],
    });
    h.weather = { w: 0, until: 20 };
    h.units[2].bound = true;
    play(h, 0, { t: 'op', m: 2 });
    play(h, 0, { t: 'gear', m: 2, i: 0, u: 3 });
    expect(h.units[3].zone).toBe(EVENT);
    expect(h.weather!.w).toBe(2);
    expect(h.units[2].bound).toBe(false);
  });

  it('MR-15 自律火炮 stays in play and fires for one token a turn (option autoTurret=once: one shot, discarded); reaction cards only in windows', () => {
    const s = scenario({ options: { autoTurret: 'once' }, red: { ship: 'FA-07C', hand: ['auto-turret', 'warp-shield', 'deck-bomb'], energy: 2 }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(2, 1), pilot: 'zack-fair' }] });
    expect(keys(s, 0).filter((k) => k.startsWith('play'))).toEqual([`play:${shipCard('auto-turret')}:2`]);
    play(s, 0, { t: 'play', c: shipCard('auto-turret'), x: 2 });
    expect(s.sides[0].turret).toBe(false);
    expect(s.sides[0].discard[shipCard('auto-turret')]).toBe(1);
  });

  it('MR-16 attack damage only is moved (小型引力场, the first 大盾) and shared (战术链接护盾): burning is not', () => {
    const s = scenario({
      active: 1,
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 1, mech: 'UBT1-T1', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'UBT1-T3', zone: Z(2, 0), pilot: 'john-snow' },
      ],
    });
    s.units[2].burn = 1;
    s.units[2].burnDmg = 2;
    play(s, 1, { t: 'end' });
    play(s, 0, { t: 'end' });
    expect([s.units[2].hp, s.units[3].hp]).toEqual([1, 3]);
  });

  it('MR-17 a recovered mech keeps its damage (option recoverRepairs); a destroyed mech never comes back', () => {
    const mk = (recoverRepairs: boolean) => scenario({ options: { recoverRepairs }, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: RED_A, hp: 2, pilot: 'zack-fair' }] });
    const keep = mk(false);
    play(keep, 0, { t: 'recover', m: 2 });
    expect(keep.units[2].hp).toBe(2);
    const fix = mk(true);
    play(fix, 0, { t: 'recover', m: 2 });
    expect(fix.units[2].hp).toBe(5);
    const down = scenario({ red: { ship: 'FA-07A', pilots: ['hans-zimmers'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00' }] });
    down.units[2].place = 'down';
    expect(keys(down, 0).some((k) => k.startsWith('launch'))).toBe(false);
  });

  it('MR-18 以牙还牙 cannot destroy a giant mech; 借刀杀人 cannot turn an AOE attack; skills need the ship afloat', () => {
    const g = scenario({ red: { ship: 'FA-07A', captain: 'adam-green', counters: { losses: 3 } }, blue: { ship: 'white-pegasus' }, mechs: [{ owner: 1, mech: 'URA-00', zone: Z(4, 0), pilot: 'zack-fair' }] });
    g.units[1].giant = true;
    expect(keys(g, 0).filter((k) => k.startsWith('skill'))).toEqual([`skill:${SKILL.toothForTooth}:2:-1`]);
    const a = scenario({
      red: { ship: 'FA-07A', guns: ['flak-barrage'] },
      blue: { ship: 'FA-07A', captain: 'tim-wall', counters: { evasions: 5 } },
      mechs: [{ owner: 1, mech: 'URA-00', zone: Z(1, 1), pilot: 'zack-fair' }],
      ap: 4,
    });
    play(a, 0, { t: 'fire', g: 0, u: Z(1, 1) });
    expect(a.win).toBeNull();
    expect(a.units[2].hp).toBe(3);
    const sunk = scenario({ red: { ship: 'FA-07A', captain: 'tom-steel' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 1, mech: 'URA-00', zone: RED_A, pilot: 'zack-fair' }] });
    sunk.units[0].place = 'down';
    expect(keys(sunk, 0)).toEqual(['end']);
  });

  it('MR-19 巨型战甲 needs a mech on the field; the giant is operated like a mech and loses the ship\'s actions', () => {
    const none = scenario({ red: { ship: 'FA-07A', guns: ['siege-laser'], energy: 0 }, blue: { ship: 'white-pegasus', hp: 11 }, ap: 4, dice: [1, 20] });
    play(none, 0, { t: 'fire', g: 0, u: 1 });
    expect([none.units[1].hp, none.units[1].giant]).toEqual([9, false]);
    const s = scenario({ active: 1, red: { ship: 'FA-07A' }, blue: { ship: 'white-pegasus', guns: ['heat-ray'], pilots: ['zack-fair'] }, mechs: [{ owner: 1, mech: 'URA-01A' }] });
    s.units[1].giant = true;
    s.units[1].guns = [{ w: 0, ammo: 4 }];
    expect(keys(s, 1).some((k) => k.startsWith('fire') || k.startsWith('launch'))).toBe(false);
    play(s, 1, { t: 'op', m: 1 });
    expect(keys(s, 1)).toContain(`move:1:${Z(3, 1)}`);
  });

  it('MR-20 the extended pool is on by default; option extendedPool=false keeps to seed 000', () => {
    const s = newState(parseOptions(mechaOptionsSchema, { extendedPool: false }), new ScriptedRng([]));
    expect(keys(s, 0)).toEqual(['ship:0', 'ship:1', 'ship:2']);
    mecha.apply(s, 0, { t: 'ship', c: 2 }, []);
    mecha.apply(s, 0, mecha.legalActions(s, 0)[0], []);
    expect(keys(s, 0)).toEqual(['mech:0', 'mech:1', 'mech:2', 'mech:3', 'mech:4', 'mech:5', 'mech:6']);
    expect(s.ctx.pilots).toEqual([0, 1, 2, 3, 4, 5]);
    const ext = newState(parseOptions(mechaOptionsSchema, {}), new ScriptedRng([]));
    expect(ext.ctx.mechs).toHaveLength(14);
    expect(ext.ctx.pilots).toHaveLength(10);
  });

  it('MR-21 a side whose ship is destroyed only operates its mechs', () => {
    const s = scenario({ red: { ship: 'FA-07A', guns: ['heat-ray'], hand: ['repair-robot'], lib: ['emp-grenade'] }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: RED_A, pilot: 'zack-fair' }] });
    s.units[0].place = 'down';
    expect(keys(s, 0)).toEqual(['op:2', 'opAll', 'end']);
  });

  it('MR-23 a turn may be ended early; unused action points are lost', () => {
    const s = scenario({ red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    play(s, 0, { t: 'end' });
    expect([s.active, s.ap]).toEqual([1, 2]);
  });

  it('MR-24 the acquire counters: each landed count of an own mech is a hit, each evaded count an evasion', () => {
    const s = scenario({
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-00', zone: Z(2, 0), pilot: 'john-snow' },
      ],
      dice: [1, 20, 1, 1, 20], // two counts judged (one lands, one evaded), then 异色外装甲 fails
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    expect([s.sides[0].hits, s.sides[1].evasions]).toEqual([1, 1]);
  });

  it('MR-25 victory is checked after every action: a mech standing in the enemy ship zone raids, however it got there', () => {
    const s = scenario({
      goals: ['raid'],
      active: 1,
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A', guns: ['impact-flak'] },
      mechs: [{ owner: 0, mech: 'URA-00', zone: Z(4, 0), pilot: 'zack-fair' }],
    });
    expect(mecha.result(s)).toBeNull();
    s.units[2].zone = BLUE_SHIP;
    play(s, 1, { t: 'end' });
    expect(mecha.result(s)).toMatchObject({ winners: [0], reason: { code: 'raid' } });
  });
});
