// Property tests over random legal play with random legal decks: games finish under the turn cap without
// exception, every applied action is legal, the queue is settled after every apply, replays reproduce the
// hash, and no view shows the opponent's unrevealed hand, deck order, countermeasures or their kredit cost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashState, Rng, type Seat } from '../../../engine/index.js';
import { owed } from '../../../engine/queue.js';
import { kards, type KardsAction, type KardsState } from '../index.js';
import { STARTER_DECKS } from '../data/starter-decks.js';
import { CARDS } from '../cards.js';
import { COPIES, deckFor } from '../decks.js';
import { kardsOptionsSchema } from '../options.js';

const NATIONS = Object.keys(STARTER_DECKS);

/** Random legal play to the end (every list non-empty), `each` told of every action once applied; returns the log. */
function playOut(s: KardsState, pick: Rng, each?: (seat: Seat) => void): [Seat, KardsAction][] {
  const log: [Seat, KardsAction][] = [];
  while (kards.toMove(s).length > 0) {
    const seat = kards.toMove(s)[0];
    const legal = kards.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[pick.int(legal.length)];
    kards.apply(s, seat, a, []);
    log.push([seat, a]);
    each?.(seat);
  }
  return log;
}

function play(seed: number, decks: [string, string], onStep?: (s: KardsState) => void): { s: KardsState; log: [Seat, KardsAction][] } {
  const s = kards.setup(kards.optionsSchema.parse({ decks }), 2, new Rng(seed));
  const log = playOut(s, new Rng(seed * 7 + 1), () => {
    expect(s.q.length).toBe(0);
    onStep?.(s);
  });
  return { s, log };
}

/** A random legal deck: a major nation, an ally, 27–39 main cards and the rest allied, copies by rarity. */
function randomDeck(rng: Rng): string {
  const majors = ['Germany', 'Soviet', 'USA', 'Britain', 'Japan'];
  const nation = majors[rng.int(5)];
  const ally = majors.filter((n) => n !== nation)[rng.int(4)];
  const pool = (n: string) => CARDS.filter((c) => c.nation === n && c.script.ok && c.set !== 'OnlySpawnable' && c.set !== 'Special');
  const cards: Record<string, number> = {};
  const add = (list: typeof CARDS, k: number) => {
    let placed = 0;
    for (let guard = 0; placed < k && guard < 10_000; guard++) {
      const c = list[rng.int(list.length)];
      if ((cards[c.id] ?? 0) < (COPIES[c.rarity] ?? 1)) {
        cards[c.id] = (cards[c.id] ?? 0) + 1;
        placed++;
      }
    }
  };
  const allied = rng.int(13);
  add(pool(nation), 39 - allied);
  add(pool(ally), allied);
  return JSON.stringify({ nation, ally, cards });
}

type SideView = { hand: (string | null)[]; cms: unknown; kredits: number; deck: unknown; costs: number[] | null; destroyed: string[]; discarded: string[]; marks: string[][] };

describe('kards properties', () => {
  it('random legal games finish without exception, and replay reproduces the hash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(...NATIONS), fc.constantFrom(...NATIONS), (seed, a, b) => {
        const { s, log } = play(seed, [a, b]);
        expect(s.phase).toBe('over');
        expect(s.turn).toBeLessThanOrEqual(s.o.turnCap);
        const r = kards.setup(kards.optionsSchema.parse({ decks: [a, b] }), 2, new Rng(seed));
        for (const [seat, act] of log) {
          expect(kards.legalActions(r, seat).map(kards.actionKey)).toContain(kards.actionKey(act));
          kards.apply(r, seat, act, null);
        }
        expect(hashState(r)).toBe(hashState(s));
      }),
      { numRuns: 60 },
    );
  });

  it('1,000 random games with random legal decks finish without exception, every action legal', () => {
    const rng = new Rng('decks');
    for (let g = 0; g < 1000; g++) {
      const decks: [string, string] = [randomDeck(rng), randomDeck(rng)];
      expect(deckFor(decks[0]).cards.length).toBe(39);
      const s = kards.setup(kards.optionsSchema.parse({ decks }), 2, new Rng(g));
      const pick = new Rng(g + 17);
      while (kards.toMove(s).length > 0) {
        const seat = kards.toMove(s)[0];
        const legal = kards.legalActions(s, seat);
        kards.apply(s, seat, legal[pick.int(legal.length)], null);
        // Settled: empty, or a decision inside an order (a PICK) owed by the player acting.
        expect(s.q.length === 0 || owed(s.q) === seat).toBe(true);
      }
      expect(kards.result(s)).not.toBeNull();
    }
  });

  it('under any readings of the rulings\' switches (every boolean and enum option), random games with random decks finish, every action legal, and replay reproduces the hash', () => {
    // Read from the schema, so a switch added later is played here too.
    const switches: [string, readonly unknown[]][] = [];
    for (const [k, t0] of Object.entries(kardsOptionsSchema.shape)) {
      let t = t0 as z.ZodType;
      if (t instanceof z.ZodOptional) t = t.unwrap() as z.ZodType;
      if (t instanceof z.ZodDefault) t = t.unwrap() as z.ZodType;
      if (t instanceof z.ZodBoolean) switches.push([k, [true, false]]);
      else if (t instanceof z.ZodEnum) switches.push([k, t.options]);
    }
    expect(switches.map(([k]) => k)).toEqual(expect.arrayContaining(['guardProtectsHq', 'developFromDeck', 'eagleDay', 'alsoClassRules', 'friendlyFireHq']));
    const rng = new Rng('readings');
    for (let g = 0; g < 60; g++) {
      const raw: Record<string, unknown> = { decks: [randomDeck(rng), randomDeck(rng)] };
      for (const [k, values] of switches) if (rng.int(2) === 0) raw[k] = values[rng.int(values.length)];
      const opts = kards.optionsSchema.parse(raw);
      const s = kards.setup(opts, 2, new Rng(g));
      const log = playOut(s, new Rng(g + 29));
      expect(kards.result(s)).not.toBeNull();
      const r = kards.setup(opts, 2, new Rng(g));
      for (const [seat, a] of log) kards.apply(r, seat, a, null);
      expect(hashState(r)).toBe(hashState(s));
    }
  });

  it('no view leaks the opponent\'s hidden hand, countermeasures or their cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        play(seed, ['Germany', 'Britain'], (s) => {
          if (s.phase === 'over') return;
          for (const seat of [0, 1] as Seat[]) {
            const v = kards.view(s, seat) as { sides: SideView[] };
            const o = s.sides[1 - seat];
            const them = v.sides[1 - seat];
            them.hand.forEach((c, h) => expect(c === null).toBe(!o.shown[h]));
            expect(them.cms).toBe(o.cms.length);
            expect(them.kredits).toBe(o.kredits + o.cmSpent);
            expect(typeof them.deck).toBe('number');
            // Hand costs: one's own only (the opponent's would tell its hidden cards); removed cards are public.
            expect(them.costs).toBeNull();
            expect(v.sides[seat].costs).toHaveLength(s.sides[seat].hand.length);
            expect(them.destroyed.length + them.discarded.length).toBe(o.removed.length);
            // Hand-slot marks, one list a slot; "aged" (§3.4.6) stays its owner's secret (K-R65v).
            expect(them.marks).toHaveLength(o.hand.length);
            expect(them.marks.flat()).not.toContain('aged');
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it('differential probe: states differing only in the opponent\'s hidden cards give seat 0 the same view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const s = kards.setup(kards.optionsSchema.parse({ decks: ['Japan', 'USA'] }), 2, new Rng(seed));
        const t = kards.clone(s);
        const p = t.sides[1];
        // Swap the opponent's hand and deck contents (same sizes) and give it a face-down countermeasure in both.
        const cm = CARDS.findIndex((c) => c.id === 'careless_talk');
        const hand = p.hand.slice();
        p.hand = p.deck.slice(0, hand.length);
        p.deck = [...hand, ...p.deck.slice(hand.length)];
        s.sides[1].cms = [cm];
        t.sides[1].cms = [CARDS.findIndex((c) => c.id === 'from_the_deep')];
        expect(kards.view(t, 0)).toEqual(kards.view(s, 0));
        expect(kards.toMove(t)).toEqual(kards.toMove(s));
      }),
      { numRuns: 40 },
    );
  });

  it('differential probe mid-game: swapping the opponent\'s unrevealed hand cards with its deck changes nothing seat 0 sees (costs, removed cards included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 10, max: 120 }), (seed, steps) => {
        const s = kards.setup(kards.optionsSchema.parse({ decks: ['Britain', 'Germany'] }), 2, new Rng(seed));
        const pick = new Rng(seed + 3);
        for (let i = 0; i < steps && kards.toMove(s).length > 0; i++) {
          const seat = kards.toMove(s)[0];
          const legal = kards.legalActions(s, seat);
          kards.apply(s, seat, legal[pick.int(legal.length)], null);
        }
        if (s.phase === 'over') return;
        const t = kards.clone(s);
        const p = t.sides[1];
        for (let h = 0; h < p.hand.length && p.deck.length > 0; h++) {
          if (p.shown[h]) continue;
          const k = pick.int(p.deck.length);
          [p.hand[h], p.deck[k]] = [p.deck[k], p.hand[h]];
        }
        expect(kards.view(t, 0)).toEqual(kards.view(s, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('determinize keeps what the seat sees and resamples the rest', () => {
    const { s } = (() => {
      const st = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(11));
      return { s: st };
    })();
    const d = kards.determinize(s, 0, new Rng(5));
    expect(kards.view(d, 0)).toEqual(kards.view(s, 0));
    expect(d.sides[1].hand.length).toBe(s.sides[1].hand.length);
  });
});
