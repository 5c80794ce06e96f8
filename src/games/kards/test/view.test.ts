// What the view adds for a player (issue 15): each own hand card's cost now (after cost changes, per hand
// slot), never the opponent's; both sides' destroyed units and discarded cards, public, in order; and every other
// public state of the table (K-R65v): HQ states, this and next turn's restrictions and gains, this turn's counts,
// hand-slot marks, unit marks and the units removed until they return.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/index.js';
import { CARDS, cardIndex } from '../cards.js';
import { costAt } from '../costs.js';
import { kards } from '../index.js';
import { hqRef } from '../effects/select.js';
import type { KardsState } from '../state.js';
import { act, at, scenario } from './scenario.js';

type SideView = { hand: (string | null)[]; costs: number[] | null; destroyed: string[]; discarded: string[] };
const sides = (s: Parameters<typeof kards.view>[0], seat: Seat) => (kards.view(s, seat) as unknown as { sides: SideView[] }).sides;
type Any = Record<string, unknown>;
const full = (s: KardsState, seat: Seat) => kards.view(s, seat) as unknown as { sides: Any[]; support: Any[][]; front: Any[]; limbo: Any[] };
/** A public field of side i, which both seats must see alike. */
function both(s: KardsState, i: number, key: string): unknown {
  const a = full(s, 0).sides[i][key], b = full(s, 1).sides[i][key];
  expect(a).toEqual(b);
  return a;
}
const NONE = -1;

describe('kards view', () => {
  it('VIEW-1 own hand costs are the costs now (BLACK WATCH: orders in enemy hand cost 2 more); the opponent sees none', () => {
    const s = scenario({ hands: [[], ['fortification', '30th_regiment']], support: [['black_watch'], []] });
    const mine = sides(s, 1)[1];
    const fort = CARDS[cardIndex('fortification')].cost, reg = CARDS[cardIndex('30th_regiment')].cost;
    expect(mine.costs).toEqual([fort + 2, reg]);
    expect(mine.costs).toEqual([costAt(s, 1, 0), costAt(s, 1, 1)]);
    expect(sides(s, 0)[1].costs).toBeNull();
    expect(sides(s, 0)[1].hand).toEqual([null, null]);
  });

  it('VIEW-2 destroyed units and discarded cards are listed per side, the same in both seats\' views', () => {
    // CARPET BOMBING: 3 damage to every enemy unit; U375: the enemy discards a random card costing 5 or less.
    const s = scenario({ hands: [['carpet_bombing', 'u375'], ['fortification']], support: [[], ['1_infantry_regiment', 'tiger_ih', 'himeji_regiment']] });
    for (const seat of [0, 1] as Seat[]) expect(sides(s, seat)[1]).toMatchObject({ destroyed: [], discarded: [] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    // The two 2- and 1-defense infantry are destroyed, in board order; the TIGER stands.
    const gone = ['1_infantry_regiment', 'himeji_regiment'];
    expect(s.lines[1].map((u) => CARDS[u.card].id)).toEqual(['tiger_ih']);
    act(s, { t: 'give', h: 0, tgt: -1 });
    for (const seat of [0, 1] as Seat[]) {
      const v = sides(s, seat);
      expect(v[1].destroyed).toEqual(gone);
      expect(v[1].discarded).toEqual(['fortification']);
      expect(v[0]).toMatchObject({ destroyed: [], discarded: [] });
    }
  });

  it('VIEW-3 K-R65v every public field is in both seats\' views (a dropped field fails here)', () => {
    const s = scenario({ support: [['t70'], ['t70']], hands: [['t70'], ['t70']] });
    const SIDE = ['hqSmoke', 'hqCapped', 'hqFx', 'hqTaken', 'noOrders', 'noDeploy', 'boost', 'next', 'thisTurn', 'marks', 'destroyed', 'discarded'];
    const UNIT = ['doomed', 'borrowed', 'atkZero', 'given', 'suppressed', 'captured', 'vet', 'pinned'];
    for (const seat of [0, 1] as Seat[]) {
      const v = full(s, seat);
      for (const p of v.sides) for (const k of SIDE) expect(p, k).toHaveProperty(k);
      for (const u of [...v.support[0], ...v.support[1]]) for (const k of UNIT) expect(u, k).toHaveProperty(k);
      expect(v.limbo).toEqual([]);
      expect(v.sides[1 - seat].next).toEqual({ kredits: 0, draws: 0, noOrders: false, noDeploy: false, noSlot: false, discards: 0 });
    }
  });

  it('VIEW-4 K-R64h2 K-R65v DEPTH CHARGES: the HQ\'s Smokescreen shows in both views until its owner\'s next turn', () => {
    const s = scenario({ hands: [['depth_charges'], []], decks: [['t70', 't70'], ['t70', 't70']] });
    expect(both(s, 0, 'hqSmoke')).toBe(false);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(both(s, 0, 'hqSmoke')).toBe(true);
    act(s, { t: 'end' });
    expect(both(s, 0, 'hqSmoke')).toBe(true);
    act(s, { t: 'end' }, 1);
    expect(both(s, 0, 'hqSmoke')).toBe(false);
  });

  it('VIEW-5 K-R64q K-R65v RIDE OF THE VALKYRIES: the enemy HQ shows the ability it was given and the damage it took this turn', () => {
    const s = scenario({ hands: [['ride_of_the_valkyries'], []], front: ['t70'], frontOwner: 0, decks: [['t70', 't70'], ['t70', 't70']] });
    expect([both(s, 1, 'hqFx'), both(s, 1, 'hqTaken')]).toEqual([[], null]);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([both(s, 1, 'hqFx'), both(s, 1, 'hqTaken')]).toEqual([['ride_of_the_valkyries'], 0]);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(both(s, 1, 'hqTaken')).toBe(s.sides[1].hqTaken);
    expect(both(s, 1, 'hqTaken')).toBeGreaterThan(0);
    expect(both(s, 0, 'thisTurn')).toMatchObject({ orders: 1, attacks: 1, hitHq: s.sides[0].hitHq });
  });

  it('VIEW-6 K-R64n K-R65v U-48: "no deploy next turn" shows as owed, then in force, in both views', () => {
    const s = scenario({ hands: [['u48'], ['t70']], decks: [['t70', 't70'], ['t70', 't70']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(both(s, 1, 'next')).toMatchObject({ noDeploy: true });
    expect(both(s, 1, 'noDeploy')).toBe(false);
    act(s, { t: 'end' });
    expect(both(s, 1, 'next')).toMatchObject({ noDeploy: false });
    expect(both(s, 1, 'noDeploy')).toBe(true);
  });

  it('VIEW-7 K-R63o K-R65v SYNTHETIC OIL: the kredits and the draw owed next turn show in both views', () => {
    const s = scenario({ hands: [['synthetic_oil'], []], decks: [['t70', 't70', 't70'], ['t70', 't70']], kredits: 5 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(both(s, 0, 'next')).toMatchObject({ kredits: s.sides[0].nextKredits, draws: s.sides[0].nextDraws });
    expect(s.sides[0].nextKredits).toBeGreaterThan(0);
  });

  it('VIEW-8 K-R31f K-R65v NATIONAL FIRE SERVICE fired: the HQ\'s damage capped to 1 shows in both views for the turn', () => {
    const s = scenario({ front: ['panzer_ivg', 't34_1942'], cms: [[], ['national_fire_service']] });
    expect(both(s, 1, 'hqCapped')).toBe(false);
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(both(s, 1, 'hqCapped')).toBe(true);
    act(s, { t: 'end' });
    expect(both(s, 1, 'hqCapped')).toBe(false);
  });

  it('VIEW-9 K-R64r K-R38r K-R65v ISOLATION and SENDAI REGIMENT: the removed units show in limbo, with when or by whom they return', () => {
    const s = scenario({ hands: [['isolation'], []], front: ['t70'], frontOwner: 1, decks: [['t70', 't70'], ['t70', 't70']] });
    const u = at(s, 2, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    for (const seat of [0, 1] as Seat[]) {
      expect(full(s, seat).limbo).toEqual([expect.objectContaining({ uid: u.uid, card: 't70', owner: 1, heldBy: null, returns: { turn: s.turn + 2, at: 'start', to: 'line' } })]);
    }
    const t = scenario({ hands: [['sendai_regiment'], []], support: [[], ['panzer_ivg', 'bt7']] });
    const foe = at(t, 1, 0);
    act(t, { t: 'deploy', h: 0, tgt: foe.uid });
    const sendai = at(t, 0, 0);
    for (const seat of [0, 1] as Seat[]) expect(full(t, seat).limbo).toEqual([expect.objectContaining({ uid: foe.uid, card: 'panzer_ivg', heldBy: sendai.uid, returns: null })]);
  });

  it('VIEW-10 K-R30z K-4.1.5e K-R65v unit marks: attack 0 (DIVE BOMBING), taken until the end of turn (CONFUSION), destroyed at the end of turn', () => {
    const s = scenario({ hands: [['dive_bombing', 'confusion'], []], support: [['t70'], ['panzer_ivg', '30th_regiment']] });
    const [pz, inf] = s.lines[1];
    act(s, { t: 'give', h: 0, tgt: pz.uid });
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    at(s, 0, 0).doomed = true;
    for (const seat of [0, 1] as Seat[]) {
      const v = full(s, seat);
      const byUid = new Map([...v.support[0], ...v.support[1]].map((x) => [x.uid, x]));
      expect(byUid.get(pz.uid)).toMatchObject({ atkZero: true, borrowed: false, doomed: false, atk: 0 });
      expect(byUid.get(inf.uid)).toMatchObject({ borrowed: true, owner: 0 });
      expect(byUid.get(at(s, 0, 0).uid)).toMatchObject({ doomed: true, borrowed: false, atkZero: false });
    }
  });

  it('VIEW-11 K-R39h K-R65v hand-slot marks: MOBILIZATION\'s "discard at the end of turn" shows on the slots in both views; "aged" only to the owner', () => {
    const s = scenario({ hands: [['mobilization', 'tactical_strike'], []], decks: [['bt7', 'tactical_strike', 't70', 'tactical_strike'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const marks = both(s, 0, 'marks') as string[][];
    expect(marks).toEqual([[], ['discardEot'], ['discardEot']]);
    // An aged card (§3.4.6, hidden like the card, K-3.4.6d): its owner sees the mark, the opponent does not.
    s.sides[0].mods[0] |= 16;
    expect((full(s, 0).sides[0].marks as string[][])[0]).toEqual(['aged']);
    expect((full(s, 1).sides[0].marks as string[][])[0]).toEqual([]);
  });

  it('VIEW-13 K-R66e K-R65v an order\'s delayed ability (IJN MIKURA: a draw at the end of turn) shows in both views until it fires', () => {
    const s = scenario({ hands: [['ijn_mikura'], []], support: [[], ['bt7']], decks: [['bt7', 'ijn_mikura', 'bt7'], ['bt7', 'bt7', 'bt7']] });
    expect(both(s, 0, 'delayed')).toEqual([]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect(both(s, 0, 'delayed')).toEqual([{ card: 'ijn_mikura', turn: s.turn, at: 'end' }]);
    expect(both(s, 1, 'delayed')).toEqual([]);
    act(s, { t: 'end' });
    expect(both(s, 0, 'delayed')).toEqual([]);
  });

  it('VIEW-12 K-R65t GREATER PURPOSE: the texts a unit was given show on it, by the giving card, in both views', () => {
    const s = scenario({ hands: [['greater_purpose'], []], support: [['t70'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    for (const seat of [0, 1] as Seat[]) {
      const v = full(s, seat);
      expect(v.support[0][0].given).toEqual(['greater_purpose']);
      expect(v.support[1][0].given).toEqual([]);
    }
  });
});
