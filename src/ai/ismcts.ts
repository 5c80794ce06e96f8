// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, SO-ISMCTS).
// Every iteration samples a determinization with the game's `determinize(state, seat, rng)`, so the
// bot never reads a hidden fact: the opponents' hands, unlit units and future dice are resampled each
// time. Selection uses ISUCT: a child's exploration term counts how often it was *available*, since
// different determinizations offer different actions to the other seats. Simultaneous decisions are
// taken in seat order with the searching seat first, so its choice never depends on a hidden one.
// Playouts are uniformly random, cut at `depth` actions and scored by the game's evaluation.
// Two variance reductions keep small positional differences visible: each iteration backs up the
// change in value from its own determinization's starting value (so a sample that happens to put the
// enemy somewhere lucky does not favour whichever move was tried in it), and the exploration term is
// scaled by the spread of those changes seen so far in the search.
import type { ActionLike, Game, Rng, Seat } from '../engine/index.js';
import type { Bot, Decision } from './bot.js';

export interface IsmctsParams {
  /** Iterations per decision (0 = use `ms` only). */
  readonly iters: number;
  /** Milliseconds per decision (0 = use `iters` only). */
  readonly ms: number;
  /** Random playout length before the evaluation scores it. */
  readonly depth: number;
  /** UCB exploration constant. */
  readonly c: number;
}

interface Node {
  /** The seat whose move led here (rewards are stored from its point of view). */
  readonly seat: Seat;
  readonly key: string;
  readonly children: Map<string, Node>;
  visits: number;
  avail: number;
  reward: number;
}

function newNode(seat: Seat, key: string): Node {
  return { seat, key, children: new Map(), visits: 0, avail: 0, reward: 0 };
}

/** The seat that decides next in a (determinized) state: the searcher first among simultaneous ones. */
function decider<S, A extends ActionLike, O>(game: Game<S, A, O>, s: S, me: Seat): Seat | null {
  const movers = game.toMove(s);
  if (movers.length === 0) return null;
  return movers.includes(me) ? me : movers[0];
}

/** Values of the final state for every seat: the result if over, else the game's evaluation. */
function values<S, A extends ActionLike, O>(game: Game<S, A, O>, s: S, seats: number): number[] {
  const r = game.result(s);
  const out: number[] = [];
  for (let p = 0; p < seats; p++) {
    if (r) out.push(r.draw ? 0 : r.winners.includes(p) ? 1 : -1);
    else out.push(game.evaluate(s, p));
  }
  return out;
}

export function ismctsBot(params: IsmctsParams, spec = 'ismcts'): Bot {
  return {
    spec,
    choose<S, A extends ActionLike, O>(d: Decision<S, A, O>): A {
      if (d.legal.length === 1) return d.legal[0];
      return search(d, params).action;
    },
  };
}

export interface SearchStats<A> {
  readonly action: A;
  readonly iterations: number;
  /** Root children: action key, visits, mean backed-up value for the searching seat. */
  readonly children: readonly { readonly key: string; readonly visits: number; readonly mean: number }[];
}

export function search<S, A extends ActionLike, O>(d: Decision<S, A, O>, p: IsmctsParams): SearchStats<A> {
  const { game, seat: me, rng } = d;
  const rootState = d.state();
  const seats = d.seats;
  const root = newNode(-1, '');
  const byKey = new Map<string, A>();
  for (const a of d.legal) byKey.set(game.actionKey(a), a);
  const t0 = p.ms > 0 ? performance.now() : 0;
  const spread: Spread = { n: 0, sum: 0, sumSq: 0 };
  let it = 0;
  for (;;) {
    if (p.iters > 0 && it >= p.iters) break;
    if (p.ms > 0 && (it & 7) === 0 && performance.now() - t0 >= p.ms) break;
    if (p.iters === 0 && p.ms === 0) break;
    iterate(game, game.determinize(rootState, me, rng), root, me, seats, p, rng, spread);
    it++;
  }
  let best: Node | null = null;
  for (const child of root.children.values()) if (!best || child.visits > best.visits) best = child;
  const action = best ? byKey.get(best.key) : undefined;
  const children = [...root.children.values()].map((c) => ({ key: c.key, visits: c.visits, mean: c.visits ? c.reward / c.visits : 0 }));
  return { action: action ?? d.legal[rng.int(d.legal.length)], iterations: it, children };
}

/** Running spread of backed-up values (for the searching seat), to scale exploration. */
interface Spread {
  n: number;
  sum: number;
  sumSq: number;
}

function scale(sp: Spread): number {
  if (sp.n < 2) return 1;
  const mean = sp.sum / sp.n;
  return Math.max(1e-3, Math.sqrt(Math.max(0, sp.sumSq / sp.n - mean * mean)));
}

function iterate<S, A extends ActionLike, O>(
  game: Game<S, A, O>,
  s: S,
  root: Node,
  me: Seat,
  seats: number,
  p: IsmctsParams,
  rng: Rng,
  spread: Spread,
): void {
  const base = values(game, s, seats);
  const c = p.c * scale(spread);
  const path: Node[] = [root];
  let node = root;
  // Selection and expansion.
  for (;;) {
    const who = decider(game, s, me);
    if (who === null) break;
    const legal = game.legalActions(s, who);
    let untried: A[] | null = null;
    let best: Node | null = null;
    let bestA: A | null = null;
    let bestScore = -Infinity;
    for (const a of legal) {
      const key = game.actionKey(a);
      const child = node.children.get(key);
      if (child === undefined) {
        (untried ??= []).push(a);
        continue;
      }
      child.avail++;
      if (untried !== null) continue;
      const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
        bestA = a;
      }
    }
    if (untried !== null) {
      const a = untried[rng.int(untried.length)];
      const child = newNode(who, game.actionKey(a));
      child.avail = 1;
      node.children.set(child.key, child);
      game.apply(s, who, a, null);
      path.push(child);
      break;
    }
    game.apply(s, who, bestA!, null);
    node = best!;
    path.push(node);
  }
  // Playout.
  for (let i = 0; i < p.depth; i++) {
    const movers = game.toMove(s);
    if (movers.length === 0) break;
    const who = movers[0];
    const legal = game.legalActions(s, who);
    game.apply(s, who, legal[rng.int(legal.length)], null);
  }
  const v = values(game, s, seats);
  for (let i = 0; i < seats; i++) v[i] -= base[i];
  spread.n++;
  spread.sum += v[me];
  spread.sumSq += v[me] * v[me];
  for (const n of path) {
    n.visits++;
    if (n.seat >= 0) n.reward += v[n.seat];
  }
}
