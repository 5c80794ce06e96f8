// ISMCTS speed work must not change the search: the same seed gives the same tree and the same choice.
// These searches (a small hidden-hand card game of this file's, with long and world-dependent choice
// lists, two and three seats, integer and string keys; and tic-tac-toe) are pinned by a digest of
// their full statistics (action, iterations, every root child's visits, mean and prior), recorded
// before the tree moved to slot arrays. A change of behaviour shows here; re-record only on purpose.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Match, Rng, type Game, type GameResult, type Seat } from '../engine/index.js';
import { tictactoe } from '../engine/test/tictactoe.js';
import { search, type IsmctsParams } from './ismcts.js';
import { ISMCTS_PRESETS } from './registry.js';

type DraftAction = { readonly t: 'play' | 'take'; readonly c: number } | { readonly t: 'pass' };
interface DraftState {
  seats: number;
  hands: number[][];
  pool: number[];
  deck: number[];
  scores: number[];
  moves: number;
  rng: Rng;
}

const KINDS = 40;
const MOVES = 24;
const worth = (c: number): number => ((c * 37) % 17) - 5;

/** Each seat drafts from its hidden hand (play: score the card) or the open pool (take it, for 1). */
const draft: Game<DraftState, DraftAction, Record<string, never>> = {
  id: 'draft',
  title: { zh: '选牌', en: 'Draft' },
  seatCounts: [2, 3],
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  setup(_o, seats, rng) {
    const deck = rng.shuffle(Array.from({ length: KINDS }, (_, i) => i));
    const hands = Array.from({ length: seats }, () => deck.splice(0, 7));
    return { seats, hands, pool: deck.splice(0, 9), deck, scores: new Array<number>(seats).fill(0), moves: 0, rng };
  },
  toMove: (s) => (draft.result(s) ? [] : [s.moves % s.seats]),
  legalActions(s, seat) {
    const out: DraftAction[] = [{ t: 'pass' }];
    for (const c of s.hands[seat]) out.push({ t: 'play', c });
    for (const c of s.pool) out.push({ t: 'take', c });
    return out;
  },
  actionKey: (a) => (a.t === 'pass' ? 'pass' : `${a.t}:${a.c}`),
  actionCode: (a) => (a.t === 'pass' ? 2 * KINDS : a.t === 'play' ? a.c : KINDS + a.c),
  apply(s, seat, a) {
    if (a.t === 'play') {
      s.hands[seat].splice(s.hands[seat].indexOf(a.c), 1);
      s.scores[seat] += worth(a.c);
      if (s.deck.length > 0) s.pool.push(s.deck.splice(s.rng.int(s.deck.length), 1)[0]);
    } else if (a.t === 'take') {
      s.pool.splice(s.pool.indexOf(a.c), 1);
      s.hands[seat].push(a.c);
      s.scores[seat] -= 1;
    }
    s.moves++;
  },
  view: (s, seat) => ({ hand: seat === null ? null : s.hands[seat], pool: s.pool, scores: s.scores }),
  result(s): GameResult | null {
    if (s.moves < MOVES) return null;
    const top = Math.max(...s.scores);
    const winners = s.scores.flatMap((x, p) => (x === top ? [p] : []));
    return { winners, draw: winners.length === s.seats, reason: { code: 'end', zh: '结束', en: 'end' } };
  },
  turn: (s) => s.moves,
  clone: (s) => ({ ...s, hands: s.hands.map((h) => h.slice()), pool: s.pool.slice(), deck: s.deck.slice(), scores: s.scores.slice(), rng: s.rng.clone() }),
  determinize(s, seat: Seat, rng) {
    const d = draft.clone(s);
    const unseen = d.deck.slice();
    for (let p = 0; p < d.seats; p++) if (p !== seat) unseen.push(...d.hands[p]);
    rng.shuffle(unseen);
    for (let p = 0; p < d.seats; p++) if (p !== seat) d.hands[p] = unseen.splice(0, d.hands[p].length);
    d.deck = unseen;
    d.rng = rng.fork();
    return d;
  },
  rng: (s) => s.rng,
  describeAction: (_s, _seat, a) => ({ zh: draft.actionKey(a), en: draft.actionKey(a) }),
  describeEvent: (e) => ({ zh: e.type, en: e.type }),
  evaluate(s, seat) {
    let other = -Infinity;
    for (let p = 0; p < s.seats; p++) if (p !== seat) other = Math.max(other, s.scores[p]);
    return Math.tanh((s.scores[seat] - other) / 10);
  },
};

/** The same game keyed by `actionKey` strings (no `actionCode`). */
const draftByKey: typeof draft = { ...draft, actionCode: undefined };

function digest(stats: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(stats)).digest('hex').slice(0, 16);
}

/** Searches from draft positions `moves` random moves in, with every parameter family of the search. */
function draftSearches(game: typeof draft, seats: number): unknown[] {
  const params: IsmctsParams[] = [
    { ...ISMCTS_PRESETS.normal, iters: 1500 },
    { ...ISMCTS_PRESETS.hard, iters: 800, depth: 3, sample: 2 },
    { ...ISMCTS_PRESETS.easy, bias: 1, priorSample: 5, worlds: 5 },
    { ...ISMCTS_PRESETS.normal, iters: 600, keepDecisions: false },
  ];
  const out: unknown[] = [];
  for (const seed of [1, 2, 3]) {
    const m = Match.create(game, {}, seed, seats, false, 'sfc32');
    const rng = new Rng(`golden:${seed}`);
    for (let i = 0; i < 3 + seed; i++) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      m.apply(seat, legal[rng.int(legal.length)]);
    }
    const seat = m.toMove()[0];
    for (const p of params) out.push(search({ game, seat, seats, legal: m.legalActions(seat), rng: new Rng(`s:${seed}`), state: () => m.snapshot() }, p));
  }
  return out;
}

describe('ISMCTS searches are pinned', () => {
  it('draft, two seats, integer keys', () => {
    expect(digest(draftSearches(draft, 2))).toBe('fe5b9963dd2f631c');
  });
  it('draft, three seats, integer keys', () => {
    expect(digest(draftSearches(draft, 3))).toBe('802740d1cf45ca87');
  });
  it('draft, two seats, string keys', () => {
    expect(digest(draftSearches(draftByKey, 2))).toBe('fe5b9963dd2f631c');
  });
  it('tic-tac-toe with a secret bid', () => {
    const out: unknown[] = [];
    for (const seed of [1, 2]) {
      const m = Match.create(tictactoe, { size: 4 }, seed);
      out.push(search({ game: tictactoe, seat: 0, seats: 2, legal: m.legalActions(0), rng: new Rng(seed), state: () => m.snapshot() }, { ...ISMCTS_PRESETS.normal, iters: 500 }));
      m.apply(0, { t: 'bid', n: 2 });
      m.apply(1, { t: 'bid', n: 2 });
      const seat = m.toMove()[0];
      out.push(search({ game: tictactoe, seat, seats: 2, legal: m.legalActions(seat), rng: new Rng(seed), state: () => m.snapshot() }, { ...ISMCTS_PRESETS.hard, iters: 2000 }));
    }
    expect(digest(out)).toBe('92a8edd84ef2583e');
  });
});
