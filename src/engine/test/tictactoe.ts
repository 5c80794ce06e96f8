// The kernel's reference game: tic-tac-toe, opened by a simultaneous secret bid (1–3) that decides who
// plays X. Small enough to check by hand; exercises every part of the contract.
import { z } from 'zod';
import type { EventSink, Game, GameResult, Json, Rng, Seat } from '../index.js';

export const tttOptions = z.object({
  /** Board side; 3 is classic. */
  size: z.number().int().min(3).max(5).default(3),
});
export type TttOptions = z.infer<typeof tttOptions>;

export type TttAction = { readonly t: 'bid'; readonly n: number } | { readonly t: 'mark'; readonly cell: number };

export interface TttState {
  size: number;
  cells: number[]; // -1 empty, else seat
  bids: [number, number]; // 0 = not yet chosen
  toPlay: Seat;
  winner: Seat | -1;
  moves: number;
  rng: Rng;
}

function lines(size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < size; i++) {
    out.push(Array.from({ length: size }, (_, j) => i * size + j));
    out.push(Array.from({ length: size }, (_, j) => j * size + i));
  }
  out.push(Array.from({ length: size }, (_, j) => j * size + j));
  out.push(Array.from({ length: size }, (_, j) => j * size + (size - 1 - j)));
  return out;
}

const lineCache = new Map<number, number[][]>();
function linesOf(size: number): number[][] {
  let l = lineCache.get(size);
  if (!l) lineCache.set(size, (l = lines(size)));
  return l;
}

function biddingDone(s: TttState): boolean {
  return s.bids[0] > 0 && s.bids[1] > 0;
}

function full(s: TttState): boolean {
  return s.moves === s.cells.length;
}

export const tictactoe: Game<TttState, TttAction, TttOptions> = {
  id: 'ttt',
  title: { zh: '井字棋', en: 'Tic-tac-toe' },
  seatCounts: [2],
  optionsSchema: tttOptions,

  setup(options, _seats, rng) {
    return { size: options.size, cells: new Array(options.size * options.size).fill(-1), bids: [0, 0], toPlay: 0, winner: -1, moves: 0, rng };
  },

  toMove(s) {
    if (!biddingDone(s)) return [0, 1].filter((p) => s.bids[p] === 0);
    if (s.winner >= 0 || full(s)) return [];
    return [s.toPlay];
  },

  legalActions(s, seat) {
    if (!biddingDone(s)) return s.bids[seat] === 0 ? [1, 2, 3].map((n) => ({ t: 'bid' as const, n })) : [];
    if (seat !== s.toPlay || s.winner >= 0) return [];
    const out: TttAction[] = [];
    for (let i = 0; i < s.cells.length; i++) if (s.cells[i] < 0) out.push({ t: 'mark', cell: i });
    return out;
  },

  actionKey(a) {
    return a.t === 'bid' ? `bid:${a.n}` : `mark:${a.cell}`;
  },

  apply(s, seat, a, events: EventSink) {
    if (a.t === 'bid') {
      s.bids[seat] = a.n;
      events?.push({ type: 'bid', to: [seat], data: { seat, n: a.n } });
      if (biddingDone(s)) {
        // Higher bid plays first; a tie is broken by a die, from the state's generator.
        s.toPlay = s.bids[0] > s.bids[1] ? 0 : s.bids[1] > s.bids[0] ? 1 : s.rng.int(2);
        events?.push({ type: 'bids', to: 'all', data: { bids: [s.bids[0], s.bids[1]], first: s.toPlay } });
      }
      return;
    }
    s.cells[a.cell] = seat;
    s.moves++;
    events?.push({ type: 'mark', to: 'all', data: { seat, cell: a.cell } });
    for (const l of linesOf(s.size)) {
      if (l.every((c) => s.cells[c] === seat)) {
        s.winner = seat;
        return;
      }
    }
    s.toPlay = 1 - seat;
  },

  view(s, seat) {
    const bids: Json[] = [0, 1].map((p) => (p === seat || biddingDone(s) ? s.bids[p] : s.bids[p] > 0 ? 'hidden' : null));
    return { size: s.size, cells: s.cells.slice(), bids, toPlay: s.toPlay };
  },

  result(s): GameResult | null {
    if (s.winner >= 0) return { winners: [s.winner], draw: false, reason: { code: 'line', zh: '连成一线', en: 'three in a row' } };
    if (full(s)) return { winners: [], draw: true, reason: { code: 'full', zh: '棋盘已满', en: 'board full' } };
    return null;
  },

  turn(s) {
    return s.moves;
  },

  clone(s) {
    return { ...s, cells: s.cells.slice(), bids: [s.bids[0], s.bids[1]], rng: s.rng.clone() };
  },

  determinize(s, seat, rng) {
    const d = tictactoe.clone(s);
    // The other seat's bid is hidden until both have bid: resample it; the dice are unknown too.
    const other = 1 - seat;
    if (!biddingDone(s) && d.bids[other] > 0) d.bids[other] = rng.int(3) + 1;
    d.rng = rng.fork();
    return d;
  },

  rng(s) {
    return s.rng;
  },

  describeAction(_s, _seat, a) {
    return a.t === 'bid' ? { zh: `出价 ${a.n}`, en: `bid ${a.n}` } : { zh: `落子 ${a.cell}`, en: `mark cell ${a.cell}` };
  },

  describeEvent(e) {
    const d = e.data;
    if (e.type === 'bid') return { zh: `你出价 ${String(d.n)}`, en: `you bid ${String(d.n)}` };
    if (e.type === 'bids') return { zh: `出价揭晓，先手 ${String(d.first)}`, en: `bids revealed, first ${String(d.first)}` };
    return { zh: `${String(d.seat)} 落子 ${String(d.cell)}`, en: `${String(d.seat)} marks ${String(d.cell)}` };
  },

  evaluate(s, seat) {
    return s.winner < 0 ? 0 : s.winner === seat ? 1 : -1;
  },
};
