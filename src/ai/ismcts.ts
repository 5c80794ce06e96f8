// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, SO-ISMCTS).
// Every iteration plays in a determinization drawn with the game's `determinize(state, seat, rng)`, so
// the bot never reads a hidden fact: the opponents' hands, unlit units and future dice are sampled.
// Selection uses ISUCT: a child's exploration term counts how often it was *available*, since
// different determinizations offer different actions to the other seats. Simultaneous decisions are
// taken in seat order with the searching seat first, so its choice never depends on a hidden one.
//
// What makes it stronger than the one-ply heuristic, for the same evaluation:
// - A fixed pool of determinizations, used in turn by the iterations: every root action is judged on
//   the same sampled worlds (common random numbers), so small differences are not drowned by which
//   world happened to be drawn. Each iteration also backs up its change in value from its world's
//   starting value, and the exploration term is scaled by the spread of those changes.
// - Progressive widening ordered by a one-ply prior: a node first offers the actions that look best to
//   the seat deciding there (the evaluation after the action, in the world at hand), and widens as it
//   is visited. Wide decisions (a hex out of 143) and long compound moves (many small steps) are thus
//   searched along their promising lines, and the other seats answer with their best-looking replies.
// - Playouts (optional, `depth` actions) pick the best-looking of a few sampled actions; the final
//   state is scored by the game's evaluation.
import type { ActionLike, Game, Rng, Seat } from '../engine/index.js';
import type { Bot, Decision } from './bot.js';
import { copyInto, scratch, type Scratch } from './scratch.js';

export interface IsmctsParams {
  /** Iterations per decision (0 = use `ms` only). */
  readonly iters: number;
  /** Milliseconds per decision (0 = use `iters` only). */
  readonly ms: number;
  /** Playout length before the evaluation scores it. */
  readonly depth: number;
  /** UCB exploration constant. */
  readonly c: number;
  /** Determinizations sampled per decision and shared by the iterations (default 16). */
  readonly worlds?: number;
  /** Progressive widening: a node visited n times offers about widen · √(n + 1) children (default 2). */
  readonly widen?: number;
  /** The same for the other seats' decisions (default: widen); small values model a greedy opponent. */
  readonly reply?: number;
  /** Playout policy: the best-looking of this many sampled actions (default 1: uniformly random). */
  readonly sample?: number;
  /**
   * Progressive bias (Chaslot et al. 2008): a child that looks worse one-ply than the node's best is
   * held back by bias · (its prior − the best prior) / (visits + 1), so thin evidence does not
   * overturn the prior (default 0: off).
   */
  readonly bias?: number;
  /**
   * Below the root, the one-ply prior of a node scores at most this many of its choices, drawn at
   * random (the rest are offered after them, in random order); 0 = all. A node widens to only a few
   * children, and scoring every choice (a hex out of 300 for a volley) was most of a search's time.
   */
  readonly priorSample?: number;
  /**
   * Keep each node's decision per world (default true; see `Choices`). False asks the game again at
   * every visit: the same search, slower — tests compare the two.
   */
  readonly keepDecisions?: boolean;
}

/** An action's identity in the tree: the game's `actionCode` when it has one, else its `actionKey`. */
type Key = string | number;

function keyFunction<S, A extends ActionLike, O>(game: Game<S, A, O>): (a: A) => Key {
  const code = game.actionCode;
  return code ? (a) => code(a) : (a) => game.actionKey(a);
}

interface Node {
  /** The seat whose move led here (rewards are stored from its point of view). */
  readonly seat: Seat;
  readonly key: Key;
  /** Children by key; null until the first is made (most nodes of a tree are leaves). */
  children: Map<Key, Node> | null;
  visits: number;
  avail: number;
  reward: number;
  /** One-ply prior of the actions of the seat deciding at this node, by key (made on the second visit). */
  prior: Map<Key, number> | null;
  /** The best value in `prior`. */
  priorMax: number;
  /** The decision here in each world of the pool, by world index, once met (see `Choices`). */
  seen: (Choices | undefined)[] | null;
}

/**
 * Who decides at a node and the choices there, in one world. A node is reached by the same actions
 * from the same world state every time, and games apply actions deterministically, so the decision
 * is the same each time: iterations after the first reuse it instead of asking the game again (its
 * legal or macro actions were up to 40% of a search). Only the game's lists are kept, never a state.
 */
interface Choices {
  readonly who: Seat | null;
  readonly legal: readonly ActionLike[];
  readonly keys: readonly Key[];
  /** Does the node's prior score every one of these keys (set once the prior exists)? */
  covered?: boolean;
  /**
   * The node's child for each of these keys (undefined: not offered yet), as of `synced` children: a
   * node's children only grow, so while their count is unchanged a selection step reads this array
   * instead of looking every choice up in the node's map (a wide decision is mostly misses).
   */
  kids?: (Node | undefined)[];
  synced?: number;
  /** Made for one visit only (the search keeps no more decisions): no slots. */
  readonly unkept?: boolean;
}

/** `here.kids` brought up to date with the node's children (a no-op while no child was added). */
function kidsOf(here: Choices, children: ReadonlyMap<Key, Node>): readonly (Node | undefined)[] {
  let kids = here.kids;
  if (kids !== undefined && here.synced === children.size) return kids;
  const keys = here.keys;
  kids ??= here.kids = new Array<Node | undefined>(keys.length);
  for (let i = 0; i < keys.length; i++) kids[i] = children.get(keys[i]);
  here.synced = children.size;
  return kids;
}

function coveredBy(keys: readonly Key[], prior: ReadonlyMap<Key, number>): boolean {
  for (const k of keys) if (!prior.has(k)) return false;
  return true;
}

/** Most decisions kept per search: a cap on memory for long searches (the bench's run for seconds). */
const SEEN_CAP = 50_000;

/** Math.log of visit counts, from a table: UCB takes one per offered child at every step. */
const LOGS = new Float64Array(1 << 16).map((_, i) => Math.log(i));

function logOf(n: number): number {
  return n < LOGS.length ? LOGS[n] : Math.log(n);
}

function newNode(seat: Seat, key: Key): Node {
  return { seat, key, children: null, visits: 0, avail: 0, reward: 0, prior: null, priorMax: 0, seen: null };
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
  // The game's one pass for every seat where it has one (the same numbers, by its contract).
  if (r === null && game.evaluateAll !== undefined) return game.evaluateAll(s);
  const out: number[] = [];
  for (let p = 0; p < seats; p++) {
    if (r) out.push(r.draw ? 0 : r.winners.includes(p) ? 1 : -1);
    else out.push(game.evaluate(s, p));
  }
  return out;
}

/** The value of a state for one seat: the result if over, else the game's evaluation. */
function valueFor<S, A extends ActionLike, O>(game: Game<S, A, O>, s: S, seat: Seat): number {
  const r = game.result(s);
  if (r) return r.draw ? 0 : r.winners.includes(seat) ? 1 : -1;
  return game.evaluate(s, seat);
}

/** A whole move the bot chose (a macro) and plays one legal action per decision, this turn only. */
interface Plan {
  readonly macro: ActionLike;
  readonly turn: number;
}

export function ismctsBot(params: IsmctsParams, spec = 'ismcts'): Bot {
  const plans = new WeakMap<object, Plan>();
  return {
    spec,
    choose<S, A extends ActionLike, O>(d: Decision<S, A, O>): A {
      if (d.legal.length === 1) return d.legal[0];
      const next = carryOn(d, plans);
      if (next !== null) return next;
      const action = search(d, params).action;
      return d.legal.includes(action) ? action : startPlan(d, action, plans);
    },
  };
}

/** The next action of the plan this seat is playing, if it still applies (no search needed). */
function carryOn<S, A extends ActionLike, O>(d: Decision<S, A, O>, plans: WeakMap<object, Plan>): A | null {
  const plan = d.memo === undefined ? undefined : plans.get(d.memo);
  if (plan === undefined || d.game.macroStep === undefined) return null;
  plans.delete(d.memo!);
  const state = d.state();
  if (d.game.turn(state) !== plan.turn) return null;
  const step = d.game.macroStep(state, d.seat, plan.macro as A);
  const legal = step === null ? undefined : findLegal(d, step);
  if (legal === undefined) return null;
  plans.set(d.memo!, plan);
  return legal;
}

/** Play a chosen macro: its first legal action now, the rest on the next decisions (kept by `memo`). */
function startPlan<S, A extends ActionLike, O>(d: Decision<S, A, O>, macro: A, plans: WeakMap<object, Plan>): A {
  const state = d.state();
  const step = d.game.macroStep?.(state, d.seat, macro) ?? null;
  const legal = step === null ? undefined : findLegal(d, step);
  if (legal === undefined) return d.legal[d.rng.int(d.legal.length)];
  if (d.memo !== undefined) plans.set(d.memo, { macro, turn: d.game.turn(state) });
  return legal;
}

function findLegal<S, A extends ActionLike, O>(d: Decision<S, A, O>, a: A): A | undefined {
  if (d.legal.includes(a)) return a;
  const key = d.game.actionKey(a);
  return d.legal.find((x) => d.game.actionKey(x) === key);
}

/** The choices a seat has in a state: the game's macro moves where it offers them, else the legal actions. */
function choicesOf<S, A extends ActionLike, O>(game: Game<S, A, O>, s: S, who: Seat): readonly A[] {
  return game.macroActions?.(s, who) ?? game.legalActions(s, who);
}

export interface SearchStats<A> {
  readonly action: A;
  readonly iterations: number;
  /** Root children: action key, visits, mean backed-up value and one-ply prior for the searching seat. */
  readonly children: readonly { readonly key: string; readonly visits: number; readonly mean: number; readonly prior: number | null }[];
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

interface World<S> {
  readonly state: S;
  /** values() of the world before anything is played: each iteration backs up its change from it. */
  readonly base: number[];
}

interface Ctx<S, A extends ActionLike, O> {
  readonly game: Game<S, A, O>;
  readonly keyOf: (a: A) => Key;
  readonly me: Seat;
  readonly seats: number;
  readonly p: IsmctsParams;
  readonly widen: number;
  readonly reply: number;
  readonly rng: Rng;
  readonly spread: Spread;
  /** Size of the world pool, and how many decisions nodes keep so far (at most SEEN_CAP). */
  readonly pool: number;
  kept: number;
  /** Scratch states the game's `cloneInto` refills: one for the iteration, one for one-ply probes. */
  readonly walk: Scratch<S>;
  readonly probe: Scratch<S>;
  /** The iteration's path from the root (one array, reused). */
  readonly path: Node[];
}

/**
 * Search the decision; the action returned is one of `d.legal`, or a macro of the game's (a whole
 * move) when it offers them here — the caller plays a macro through `macroStep`.
 */
export function search<S, A extends ActionLike, O>(d: Decision<S, A, O>, p: IsmctsParams): SearchStats<A> {
  const { game, seat: me, rng } = d;
  const rootState = d.state();
  const root = newNode(-1, '');
  const keyOf = keyFunction(game);
  const choices = game.macroActions?.(rootState, me) ?? d.legal;
  // One choice (a game's macros can leave one where the legal list has more): nothing to search.
  if (choices.length === 1) return { action: choices[0], iterations: 0, children: [] };
  const byKey = new Map<Key, A>();
  for (const a of choices) byKey.set(keyOf(a), a);
  const t0 = p.ms > 0 ? performance.now() : 0;
  const pool = Math.max(1, Math.min(p.worlds ?? 16, p.iters > 0 ? p.iters : Infinity));
  const worlds: World<S>[] = [];
  const ctx: Ctx<S, A, O> = { game, keyOf, me, seats: d.seats, p, widen: p.widen ?? 2, reply: p.reply ?? p.widen ?? 2, rng, spread: { n: 0, sum: 0, sumSq: 0 }, pool, kept: p.keepDecisions === false ? SEEN_CAP : 0, walk: scratch<S>(), probe: scratch<S>(), path: [] };
  // The root's prior averages a few worlds, as the one-ply heuristic would.
  if (choices.length > 1) {
    const sum = new Map<Key, number>();
    const n = Math.min(pool, 3);
    for (let w = 0; w < n; w++) {
      const state = game.determinize(rootState, me, rng);
      worlds.push({ state, base: values(game, state, d.seats) });
      for (const [k, v] of makePrior(ctx, state, me, choices)) sum.set(k, (sum.get(k) ?? 0) + v / n);
    }
    setPrior(root, sum);
  }
  let it = 0;
  for (;;) {
    if (p.iters > 0 && it >= p.iters) break;
    if (p.iters > 0 && p.ms === 0 && (it & 7) === 0 && settled(root, p.iters - it)) break;
    if (p.ms > 0 && (it & 7) === 0 && performance.now() - t0 >= p.ms) break;
    if (p.iters === 0 && p.ms === 0) break;
    const w = it % pool;
    if (w === worlds.length) {
      const state = game.determinize(rootState, me, rng);
      worlds.push({ state, base: values(game, state, d.seats) });
    }
    iterate(ctx, copyInto(game, worlds[w].state, ctx.walk), worlds[w].base, w, root);
    it++;
  }
  let best: Node | null = null;
  for (const child of root.children?.values() ?? []) {
    if (!byKey.has(child.key)) continue;
    if (!best || child.visits > best.visits || (child.visits === best.visits && child.reward > best.reward)) best = child;
  }
  const action = best ? byKey.get(best.key) : undefined;
  const children = [...(root.children?.values() ?? [])].map((c) => ({
    key: keyName(game, byKey, c.key),
    visits: c.visits,
    mean: c.visits ? c.reward / c.visits : 0,
    prior: root.prior?.get(c.key) ?? null,
  }));
  return { action: action ?? choices[rng.int(choices.length)], iterations: it, children };
}

/**
 * True when the most visited root child leads every other by more than the iterations left: no
 * outcome of them could change the choice (most visits), so they are skipped — the same decision.
 */
function settled(root: Node, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const c of root.children?.values() ?? []) {
    if (c.visits > first) {
      second = first;
      first = c.visits;
    } else if (c.visits > second) second = c.visits;
  }
  return first - second > left;
}

/** A root child's action key for the stats (codes are for the tree only). */
function keyName<S, A extends ActionLike, O>(game: Game<S, A, O>, byKey: ReadonlyMap<Key, A>, key: Key): string {
  if (typeof key === 'string') return key;
  const a = byKey.get(key);
  return a === undefined ? String(key) : game.actionKey(a);
}

function setPrior(node: Node, prior: Map<Key, number>): void {
  node.prior = prior;
  let max = -Infinity;
  for (const v of prior.values()) if (v > max) max = v;
  node.priorMax = max;
}

/** Far below any real difference in value: only breaks exact ties. */
const TIE_NOISE = 1e-9 / 4294967296;

/**
 * One-ply prior: the deciding seat's value after each action, in this world. Exact ties (actions the
 * evaluation cannot tell apart, such as where to send a scout) are broken at random, as the heuristic
 * bot breaks them; otherwise widening would always offer the first of them in list order.
 */
function makePrior<S, A extends ActionLike, O>(ctx: Ctx<S, A, O>, s: S, who: Seat, legal: readonly A[]): Map<Key, number> {
  const { game, keyOf, rng } = ctx;
  const prior = new Map<Key, number>();
  for (const a of legal) {
    const t = copyInto(ctx.game, s, ctx.probe);
    game.apply(t, who, a, null);
    prior.set(keyOf(a), valueFor(game, t, who) + rng.next() * TIE_NOISE);
  }
  return prior;
}

/** The decision at `node` in this world: kept from an earlier visit in the same world, or asked of the game. */
function choicesAt<S, A extends ActionLike, O>(ctx: Ctx<S, A, O>, node: Node, s: S, world: number): Choices {
  const kept = node.seen?.[world];
  if (kept !== undefined) return kept;
  const who = decider(ctx.game, s, ctx.me);
  const legal = who === null ? [] : choicesOf(ctx.game, s, who);
  if (ctx.kept >= SEEN_CAP) return { who, legal, keys: legal.map((a) => ctx.keyOf(a)), unkept: true };
  const keys = keyScratch;
  keys.length = 0;
  for (const a of legal) keys.push(ctx.keyOf(a));
  // The same decision as in another world (the usual case: what a seat may do seldom hangs on a hidden
  // fact): kept once, shared (equal keys are equal actions). Fewer objects that live as long as the search.
  node.seen ??= new Array<Choices | undefined>(ctx.pool);
  let here = sameChoices(node.seen, who, keys);
  // A copy of the game's list: a list a game built may hold far more memory than its length (a
  // backing store grown for pushes), and kept ones live as long as the search (in a game with long lists: GC time halved).
  here ??= { who, legal: legal.slice(), keys: keys.slice() };
  node.seen[world] = here;
  ctx.kept++;
  return here;
}

const keyScratch: Key[] = [];

/** A kept decision with this seat and these keys, in order, if one of the node's worlds has one. */
function sameChoices(seen: readonly (Choices | undefined)[], who: Seat | null, keys: readonly Key[]): Choices | undefined {
  next: for (const c of seen) {
    if (c === undefined || c.who !== who || c.keys.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (c.keys[i] !== keys[i]) continue next;
    return c;
  }
  return undefined;
}

/** At most k of the items, drawn at random without repeats (all of them when k is 0 or enough). */
function sampled<T>(items: readonly T[], k: number, rng: Rng): readonly T[] {
  if (k <= 0 || items.length <= k) return items;
  const pool = items.slice();
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(pool.length - i);
    const t = pool[i];
    pool[i] = pool[j];
    pool[j] = t;
  }
  pool.length = k;
  return pool;
}

let missingBuffer = new Int32Array(64);
/** Scratch for one selection step's unoffered indices (read before the next step fills it). */
function missingScratch(n: number): Int32Array {
  if (missingBuffer.length < n) missingBuffer = new Int32Array(Math.max(n, 2 * missingBuffer.length));
  return missingBuffer;
}

function iterate<S, A extends ActionLike, O>(ctx: Ctx<S, A, O>, s: S, base: readonly number[], world: number, root: Node): void {
  const { game, me, seats, p, rng, spread } = ctx;
  const c = p.c * scale(spread);
  const bias = (p.bias ?? 0) * scale(spread);
  const path = ctx.path;
  path.length = 0;
  path.push(root);
  let node = root;
  // Selection and expansion.
  for (;;) {
    const here = choicesAt(ctx, node, s, world);
    const who = here.who;
    if (who === null) break;
    const legal = here.legal as readonly A[];
    const keys = here.keys;
    if (node.visits > 0 && node.prior === null && legal.length > 1) setPrior(node, makePrior(ctx, s, who, sampled(legal, p.priorSample ?? 0, rng)));
    const prior = node.prior;
    const children = node.children;
    const room = Math.max(1, Math.floor((who === me ? ctx.widen : ctx.reply) * Math.sqrt(node.visits + 1)));
    let best: Node | null = null;
    let bestA: A | null = null;
    let bestScore = -Infinity;
    let offered = 0;
    let fresh: A | null = null;
    let freshPrior = -Infinity;
    let freshKey: Key = '';
    // Actions not yet offered here, by index: with a prior, the best-looking of them is looked up only
    // when a new child is offered (most steps pick among the children; lookups were a fifth of this loop).
    // Only where the prior scores every action here: one it lacks draws a random value (in list order).
    const missing = prior === null || !(here.covered ??= coveredBy(keys, prior)) ? null : missingScratch(legal.length);
    let nMissing = 0;
    // A decision not kept (past SEEN_CAP) is asked afresh each visit: its slots would be rebuilt each time.
    const kids = children === null || here.unkept === true ? null : kidsOf(here, children);
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i];
      const key = keys[i];
      const child = kids !== null ? kids[i] : children === null ? undefined : children.get(key);
      if (child === undefined) {
        if (missing !== null) {
          missing[nMissing++] = i;
          continue;
        }
        // The best-looking action not yet offered here (a random one where the prior has none).
        const pr = prior?.get(key) ?? rng.next() / 4294967296 - 2;
        if (pr > freshPrior) {
          freshPrior = pr;
          fresh = a;
          freshKey = key;
        }
        continue;
      }
      offered++;
      const avail = ++child.avail;
      let score = child.reward / child.visits + c * Math.sqrt(logOf(avail) / child.visits);
      if (bias > 0 && prior !== null) score += (bias * ((prior.get(key) ?? node.priorMax) - node.priorMax)) / (child.visits + 1);
      if (score > bestScore) {
        bestScore = score;
        best = child;
        bestA = a;
      }
    }
    if (missing !== null && nMissing > 0 && (offered < room || best === null)) {
      // The best-looking action not yet offered (the first of equals, in list order).
      for (let j = 0; j < nMissing; j++) {
        const i = missing[j];
        const pr = prior!.get(keys[i])!;
        if (pr > freshPrior) {
          freshPrior = pr;
          fresh = legal[i];
          freshKey = keys[i];
        }
      }
    }
    if (fresh !== null && (offered < room || best === null)) {
      const child = newNode(who, freshKey);
      child.avail = 1;
      (node.children ??= new Map()).set(freshKey, child);
      game.apply(s, who, fresh, null);
      path.push(child);
      break;
    }
    game.apply(s, who, bestA!, null);
    node = best!;
    path.push(node);
  }
  // Playout: each side plays the best-looking of a few sampled actions.
  const k = p.sample ?? 1;
  for (let i = 0; i < p.depth; i++) {
    const movers = game.toMove(s);
    if (movers.length === 0) break;
    const who = movers[0];
    const legal = game.legalActions(s, who);
    let pick = legal[rng.int(legal.length)];
    if (k > 1 && legal.length > 1) {
      let best = -Infinity;
      for (let j = 0; j < k; j++) {
        const a = j === 0 ? pick : legal[rng.int(legal.length)];
        const t = copyInto(ctx.game, s, ctx.probe);
        game.apply(t, who, a, null);
        const v = valueFor(game, t, who);
        if (v > best) {
          best = v;
          pick = a;
        }
      }
    }
    game.apply(s, who, pick, null);
  }
  const v = values(game, s, seats);
  for (let i = 0; i < seats; i++) v[i] -= base[i];
  spread.n++;
  spread.sum += v[me];
  spread.sumSq += v[me] * v[me];
  for (let i = 0; i < path.length; i++) {
    const n = path[i];
    n.visits++;
    if (n.seat >= 0) n.reward += v[n.seat];
  }
}
