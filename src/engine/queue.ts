// The resolution queue: one game-neutral mechanism for pending effects and reaction windows
// (design: shared/design/resolution-queue.md). Pending work is flat data — fixed-width records of
// small integers in one array kept in the game state — so clone is `q.slice()`, hashing sees a short
// list of numbers, and no closure or object survives an action. The top (end of the array) runs next.
//
// A step is either automatic (its handler's `run`) or a decision owed by seat `by` (`choices` lists
// at least one option, `decide` applies the one picked). The invariant a game keeps: after every
// `apply` the queue is settled — empty, or its top owes a decision. Handlers only push; `settle` is
// one flat loop and is never re-entered, so nesting needs no recursion.
//
// Nothing secret goes into the queue (H1): waiting secrets stay in their owners' hidden zones; a
// step enters the queue when its effect fires, and firing reveals it.
import { SandtableError } from './errors.js';
import type { ActionLike, EventSink, Json, Seat } from './types.js';

/** Pending work of a match: records of W integers, the next step last. Lives in the game state. */
export type Queue = number[];

/** Record width: [head, by, a, b, c, d]; head = kind | flags. */
export const W = 6;
export const KIND = 0xff;
/** The step owes a decision from seat `by`. */
export const DECIDE = 1 << 8;
/** Recorded now, waiting in its scope for the DRAIN below it. */
export const DEFER = 1 << 9;
/** Kernel kinds; a game numbers its own from FIRST_GAME_KIND, append-only. */
export const DRAIN = 0;
export const ORDER = 1;
export const FIRST_GAME_KIND = 2;
/** A queue longer than this is a rules loop, not a game: fail loudly (XMage keeps the same guard). */
export const MAX_RECORDS = 256;

/** How a DRAIN releases its recorded steps. */
export const enum DrainMode {
  /** As recorded. */
  Recorded = 0,
  /** Grouped by owner in seat order from `first`; each owner orders their own simultaneous records. */
  ByOwner = 1,
}

/** Kernel-owned scratch, refilled before each handler call. Never stored in state. */
export interface Step {
  kind: number;
  by: Seat;
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface StepHandler<S, A extends ActionLike> {
  /** For logs, views and tests. */
  readonly name: string;
  /** An automatic step. */
  readonly run: ((s: S, q: Queue, st: Readonly<Step>, ev: EventSink) => void) | null;
  /** A decision: appends at least one option to `out`. */
  readonly choices: ((s: S, st: Readonly<Step>, out: A[]) => void) | null;
  readonly decide: ((s: S, q: Queue, st: Readonly<Step>, a: A, ev: EventSink) => void) | null;
}

/** A game's static handler table, indexed by kind (0 and 1 are the kernel's and stay null). */
export type StepTable<S, A extends ActionLike> = readonly (StepHandler<S, A> | null)[];

/** The kernel's one action shape, which games add to their union: the i-th unplaced record goes next. */
export type OrderAction = { readonly t: 'order'; readonly i: number };

type HandlerSpec<S, A extends ActionLike> = {
  readonly id: number;
  readonly run?: StepHandler<S, A>['run'];
  readonly choices?: StepHandler<S, A>['choices'];
  readonly decide?: StepHandler<S, A>['decide'];
};

/**
 * Build a game's table once at module load: `defineSteps({ place: { id: 2, run }, pay: { id: 3, choices, decide } })`.
 * Ids must run from FIRST_GAME_KIND without gaps or duplicates; each entry is automatic or a decision.
 */
export function defineSteps<S, A extends ActionLike>(specs: Readonly<Record<string, HandlerSpec<S, A>>>): StepTable<S, A> {
  const table: (StepHandler<S, A> | null)[] = [null, null];
  for (const [name, spec] of Object.entries(specs)) {
    if (!Number.isInteger(spec.id) || spec.id < FIRST_GAME_KIND || spec.id > KIND) throw new Error(`step ${name}: bad id ${spec.id}`);
    if (table[spec.id] !== undefined && table[spec.id] !== null) throw new Error(`step ${name}: id ${spec.id} is taken`);
    const auto = spec.run !== undefined && spec.run !== null;
    const decision = spec.choices != null && spec.decide != null;
    if (auto === decision) throw new Error(`step ${name}: give either run, or choices and decide`);
    // Same shape for every handler (all three fields present) keeps the dispatch monomorphic.
    table[spec.id] = { name, run: spec.run ?? null, choices: spec.choices ?? null, decide: spec.decide ?? null };
  }
  for (let i = FIRST_GAME_KIND; i < table.length; i++) if (!table[i]) throw new Error(`step ids have a gap at ${i}`);
  return table;
}

const SCRATCH: Step = { kind: 0, by: -1, a: 0, b: 0, c: 0, d: 0 };

function load(q: Queue, at: number): Step {
  SCRATCH.kind = q[at] & KIND;
  SCRATCH.by = q[at + 1];
  SCRATCH.a = q[at + 2];
  SCRATCH.b = q[at + 3];
  SCRATCH.c = q[at + 4];
  SCRATCH.d = q[at + 5];
  return SCRATCH;
}

/** Pop the top record into the scratch step: each pop reads its field, so no separate loads (settle's hot path). */
function take(q: Queue): Step {
  SCRATCH.d = q.pop()!;
  SCRATCH.c = q.pop()!;
  SCRATCH.b = q.pop()!;
  SCRATCH.a = q.pop()!;
  SCRATCH.by = q.pop()!;
  SCRATCH.kind = q.pop()! & KIND;
  return SCRATCH;
}

function write(q: Queue, at: number, head: number, by: Seat, a: number, b: number, c: number, d: number): void {
  if (at >= MAX_RECORDS * W) throw new Error(`resolution queue over ${MAX_RECORDS} records: a rules loop`);
  q[at] = head;
  q[at + 1] = by;
  q[at + 2] = a;
  q[at + 3] = b;
  q[at + 4] = c;
  q[at + 5] = d;
}

/** Remove the top record. Six pops, which the JIT inlines: shrinking `length` is a runtime call and was the queue's main cost. */
function drop(q: Queue): void {
  q.pop();
  q.pop();
  q.pop();
  q.pop();
  q.pop();
  q.pop();
}

/** Push an automatic step: it runs before everything already queued (nested work goes on top). */
export function push(q: Queue, kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  write(q, q.length, kind, by, a, b, c, d);
}

/** Push a decision: seat `by` owes it when it reaches the top. */
export function ask(q: Queue, kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  write(q, q.length, kind | DECIDE, by, a, b, c, d);
}

/** Remember where the queue ends, to push several steps in reading order and then `inOrder`. */
export function mark(q: Queue): number {
  return q.length;
}

/** Reverse the records pushed since `m` in place, so the first one pushed runs first. */
export function inOrder(q: Queue, m: number): void {
  for (let i = m, j = q.length - W; i < j; i += W, j -= W) {
    // Unrolled over the record's six fields (W): the hot loop of every action's start.
    let t = q[i];
    q[i] = q[j];
    q[j] = t;
    t = q[i + 1];
    q[i + 1] = q[j + 1];
    q[j + 1] = t;
    t = q[i + 2];
    q[i + 2] = q[j + 2];
    q[j + 2] = t;
    t = q[i + 3];
    q[i + 3] = q[j + 3];
    q[j + 3] = t;
    t = q[i + 4];
    q[i + 4] = q[j + 4];
    q[j + 4] = t;
    t = q[i + 5];
    q[i + 5] = q[j + 5];
    q[j + 5] = t;
  }
}

/**
 * Open a scope: push a DRAIN. Whatever is pushed after it runs before it; steps `record`ed inside it
 * wait beneath it and are released by mode when it reaches the top. `first` is the seat whose group
 * goes first, `seats` the seat count.
 */
export function scope(q: Queue, first: Seat, seats: number, mode: DrainMode): void {
  write(q, q.length, DRAIN, -1, first, seats, mode, 0);
}

/** Innermost DRAIN at or below `from` (a record index), or -1. */
function innermostDrain(q: Queue, from: number): number {
  for (let i = from; i >= 0; i -= W) if ((q[i] & (KIND | DECIDE)) === DRAIN) return i;
  return -1;
}

/**
 * Record now, run later: the step joins the innermost scope's deferred block, which lies beneath its
 * DRAIN (so nothing reaches it before the DRAIN does), at the block's bottom so records keep their
 * order: the earliest sits nearest the DRAIN and runs first. With no scope open it is simply pushed.
 */
export function record(q: Queue, kind: number, owner: Seat, a = 0, b = 0, c = 0, d = 0, decide = false): void {
  const head = kind | (decide ? DECIDE : 0);
  const drain = innermostDrain(q, q.length - W);
  if (drain < 0) {
    write(q, q.length, head, owner, a, b, c, d);
    return;
  }
  let at = drain;
  while (at - W >= 0 && (q[at - W] & DEFER) !== 0) at -= W;
  write(q, q.length, 0, 0, 0, 0, 0, 0);
  q.copyWithin(at + W, at, q.length - W);
  write(q, at, head | DEFER, owner, a, b, c, d);
}

/** Drop the nearest queued step of `kind` (with first payload `a`, unless a = -1). False if none. */
export function cancel(q: Queue, kind: number, a = -1): boolean {
  for (let i = q.length - W; i >= 0; i -= W) {
    if ((q[i] & KIND) === kind && (a === -1 || q[i + 2] === a)) {
      q.copyWithin(i, i + W);
      drop(q);
      return true;
    }
  }
  return false;
}

/** Game over: nothing is owed any more. */
export function clear(q: Queue): void {
  q.length = 0;
}

/** The top step's decider, or -1 when nothing is owed. */
export function owed(q: Queue): Seat {
  const top = q.length - W;
  return top >= 0 && (q[top] & DECIDE) !== 0 ? q[top + 1] : -1;
}

/** A copy of the top step (for labels and views, off the hot path), or null when the queue is empty. */
export function peek(q: Queue): Step | null {
  return q.length >= W ? { ...load(q, q.length - W) } : null;
}

/** The kind of the top step, or -1. */
export function topKind(q: Queue): number {
  return q.length >= W ? q[q.length - W] & KIND : -1;
}

/** Run automatic steps until a decision is owed or the queue is empty. */
export function settle<S, A extends ActionLike>(s: S, q: Queue, t: StepTable<S, A>, ev: EventSink): void {
  while (q.length > 0) {
    const top = q.length - W;
    if ((q[top] & DECIDE) !== 0) return;
    const st = take(q);
    if (st.kind === DRAIN) drain(q, st.a, st.b, st.c as DrainMode);
    else (t[st.kind] as StepHandler<S, A>).run!(s, q, st, ev);
  }
}

/**
 * Run automatic step `kind` at once, as if pushed on top and popped (no record is written), then settle what
 * it pushed. For a game that runs the steps of a root action in reading order itself (the queue empty when
 * the action starts), instead of pushing them all and settling: what a step pushes still runs before the
 * next, and if a decision becomes owed the game puts its remaining steps beneath it with `pushBottom`.
 * Never call it from a handler: the step is the kernel's one scratch record, as in settle.
 */
export function runNow<S, A extends ActionLike>(s: S, q: Queue, t: StepTable<S, A>, ev: EventSink, kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  const st = SCRATCH;
  st.kind = kind;
  st.by = by;
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  (t[kind] as StepHandler<S, A>).run!(s, q, st, ev);
  if (q.length > 0) settle(s, q, t, ev);
}

/** Put an automatic step at the bottom of the queue: it runs after everything queued now. */
export function pushBottom(q: Queue, kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  write(q, q.length, 0, 0, 0, 0, 0, 0);
  q.copyWithin(W, 0, q.length - W);
  write(q, 0, kind, by, a, b, c, d);
}

const ORDER_ACTS: OrderAction[] = [];
function orderAct(i: number): OrderAction {
  while (ORDER_ACTS.length <= i) ORDER_ACTS.push(Object.freeze({ t: 'order', i: ORDER_ACTS.length }));
  return ORDER_ACTS[i];
}

/** The top decision's options for `seat` (none if the top is not owed by it). */
export function options<S, A extends ActionLike>(s: S, q: Queue, t: StepTable<S, A>, seat: Seat, out: (A | OrderAction)[]): void {
  const top = q.length - W;
  if (top < 0 || (q[top] & DECIDE) === 0 || q[top + 1] !== seat) return;
  const st = load(q, top);
  if (st.kind === ORDER) {
    for (let i = 0; i < st.a; i++) out.push(orderAct(i));
    return;
  }
  (t[st.kind] as StepHandler<S, A>).choices!(s, st, out as A[]);
}

/** Pop the top decision, apply the seat's answer, then settle. The caller has checked legality. */
export function answer<S, A extends ActionLike>(s: S, q: Queue, t: StepTable<S, A>, seat: Seat, action: A | OrderAction, ev: EventSink): void {
  const top = q.length - W;
  if (top < 0 || (q[top] & DECIDE) === 0 || q[top + 1] !== seat) throw new SandtableError('not_your_turn', `seat ${seat} owes no decision`);
  const st = take(q);
  if (st.kind === ORDER) {
    placeOrdered(q, st.by, st.a, st.b, (action as OrderAction).i);
  } else {
    (t[st.kind] as StepHandler<S, A>).decide!(s, q, st, action as A, ev);
  }
  settle(s, q, t, ev);
}

/** Whether two records are the same step on public data (kind, owner and payload). */
function sameRecord(q: Queue, i: number, j: number): boolean {
  for (let k = 0; k < W; k++) if (q[i + k] !== q[j + k]) return false;
  return true;
}

/** Move the record at `from` to `to`, shifting the records between by one place toward `from`. */
function moveRecord(q: Queue, from: number, to: number): void {
  const h = q[from], by = q[from + 1], a = q[from + 2], b = q[from + 3], c = q[from + 4], d = q[from + 5];
  if (to > from) q.copyWithin(from, from + W, to + W);
  else q.copyWithin(to + W, to, from);
  write(q, to, h, by, a, b, c, d);
}

/** Whether the `k` records from `lo` upward are all the same step on public data. */
function allSame(q: Queue, lo: number, k: number): boolean {
  for (let i = lo + W; i < lo + k * W; i += W) if (!sameRecord(q, lo, i)) return false;
  return true;
}

/**
 * Release a scope's deferred block (now on top, the earliest record topmost, so it runs first). Mode
 * ByOwner sorts it stably by seat rank from `first`, and above each owner's group of two or more
 * records that differ it asks that owner to order them.
 */
function drain(q: Queue, first: Seat, seats: number, mode: DrainMode): void {
  let start = q.length;
  while (start - W >= 0 && (q[start - W] & DEFER) !== 0) start -= W;
  for (let i = start; i < q.length; i += W) q[i] &= ~DEFER;
  if (mode !== DrainMode.ByOwner || q.length - start <= W) return;
  // Insertion sort into run order (top first): lower rank higher up; equal ranks keep their order.
  const rank = (at: number) => (q[at + 1] - first + seats) % seats;
  for (let i = start + W; i < q.length; i += W) {
    let j = i;
    while (j - W >= start && rank(j - W) < rank(i)) j -= W;
    if (j < i) moveRecord(q, i, j);
  }
  // Groups from the top down, so inserting an ask never moves a group still to visit.
  let hi = q.length;
  while (hi > start) {
    let lo = hi - W;
    while (lo - W >= start && q[lo - W + 1] === q[hi - W + 1]) lo -= W;
    const k = (hi - lo) / W;
    if (k >= 2 && !allSame(q, lo, k)) {
      write(q, q.length, 0, 0, 0, 0, 0, 0);
      q.copyWithin(hi + W, hi, q.length - W);
      write(q, hi, ORDER | DECIDE, q[lo + 1], k, 0, 0, 0);
    }
    hi = lo;
  }
}

/**
 * ORDER(by, a = k unplaced, b = p placed) answered with i. Beneath it lie the p records already placed
 * (they run first), then the k unplaced ones; the i-th unplaced in run order goes next, right after the
 * placed ones. Ask again while two or more different records remain: all picks come before any runs.
 */
function placeOrdered(q: Queue, by: Seat, k: number, p: number, i: number): void {
  if (!Number.isInteger(i) || i < 0 || i >= k) throw new SandtableError('illegal_action', `order: pick 0..${k - 1}`);
  const unplacedTop = q.length - (p + 1) * W;
  const at = unplacedTop - i * W;
  if (at < unplacedTop) moveRecord(q, at, unplacedTop);
  const left = k - 1;
  if (left >= 2 && !allSame(q, unplacedTop - left * W, left)) write(q, q.length, ORDER | DECIDE, by, left, p + 1, 0, 0);
}

/** The queue top first, for views, logs and tests: only public data is ever queued. */
export function describe<S, A extends ActionLike>(q: Queue, t: StepTable<S, A>): Json {
  const out: Json[] = [];
  for (let i = q.length - W; i >= 0; i -= W) {
    const kind = q[i] & KIND;
    const step = kind === DRAIN ? 'drain' : kind === ORDER ? 'order' : (t[kind]?.name ?? `#${kind}`);
    out.push({
      step,
      by: q[i + 1],
      args: [q[i + 2], q[i + 3], q[i + 4], q[i + 5]],
      ...((q[i] & DECIDE) !== 0 ? { decide: true } : {}),
      ...((q[i] & DEFER) !== 0 ? { deferred: true } : {}),
    });
  }
  return out;
}
