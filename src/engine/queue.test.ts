// The resolution queue, driven by a toy table: steps append their names to a trace, so every test
// reads the order things ran in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventSink } from './types.js';
import {
  answer,
  ask,
  cancel,
  defineSteps,
  describe as describeQueue,
  DrainMode,
  inOrder,
  mark,
  options,
  owed,
  push,
  pushBottom,
  record,
  runNow,
  scope,
  settle,
  W,
  type OrderAction,
  type Queue,
} from './queue.js';

interface Toy {
  trace: string[];
  q: Queue;
}
type Pick = { readonly t: 'pick'; readonly n: number };
type ToyAction = Pick | OrderAction;

const K = { say: 2, choose: 3, trigger: 4, asker: 5 } as const;
const STEPS = defineSteps<Toy, ToyAction>({
  say: { id: K.say, run: (s, _q, st) => void s.trace.push(`say${st.a}@${st.by}`) },
  choose: {
    id: K.choose,
    choices: (_s, st, out) => {
      for (let n = 0; n < st.a; n++) out.push({ t: 'pick', n });
    },
    decide: (s, q, st, a) => {
      s.trace.push(`picked${(a as Pick).n}@${st.by}`);
      push(q, K.say, st.by, 100 + (a as Pick).n);
    },
  },
  // A recorded effect that resolves in its own scope and triggers another record inside it.
  trigger: {
    id: K.trigger,
    run: (s, q, st) => {
      s.trace.push(`trigger${st.a}@${st.by}`);
      scope(q, st.by, 2, DrainMode.Recorded);
      record(q, K.say, st.by, 900 + st.a);
    },
  },
  // A step that asks its own seat for a decision (a choice inside an action).
  asker: {
    id: K.asker,
    run: (s, q, st) => {
      s.trace.push(`asker${st.a}@${st.by}`);
      ask(q, K.choose, st.by, 2);
    },
  },
});

function toy(): Toy {
  return { trace: [], q: [] };
}

function run(s: Toy, ev: EventSink = null): void {
  settle(s, s.q, STEPS, ev);
}

function legal(s: Toy, seat: number): ToyAction[] {
  const out: ToyAction[] = [];
  options(s, s.q, STEPS, seat, out);
  return out;
}

describe('resolution queue', () => {
  it('runs pushed steps last-in first; inOrder turns a batch into reading order', () => {
    const s = toy();
    push(s.q, K.say, 0, 1);
    const m = mark(s.q);
    push(s.q, K.say, 0, 2);
    push(s.q, K.say, 0, 3);
    push(s.q, K.say, 0, 4);
    inOrder(s.q, m);
    run(s);
    expect(s.trace).toEqual(['say2@0', 'say3@0', 'say4@0', 'say1@0']);
    expect(s.q).toEqual([]);
  });

  it('stops at a decision owed by another seat, and resumes after the answer', () => {
    const s = toy();
    push(s.q, K.say, 0, 1);
    ask(s.q, K.choose, 1, 3);
    push(s.q, K.say, 0, 0);
    run(s);
    expect(s.trace).toEqual(['say0@0']);
    expect(owed(s.q)).toBe(1);
    expect(legal(s, 0)).toEqual([]);
    expect(legal(s, 1)).toEqual([
      { t: 'pick', n: 0 },
      { t: 'pick', n: 1 },
      { t: 'pick', n: 2 },
    ]);
    answer(s, s.q, STEPS, 1, { t: 'pick', n: 2 }, null);
    expect(s.trace).toEqual(['say0@0', 'picked2@1', 'say102@1', 'say1@0']);
    expect(owed(s.q)).toBe(-1);
  });

  it('runNow runs the steps of an action in order as push-then-settle does, pushBottom keeping the rest beneath a decision', () => {
    // Pushed in reading order and settled.
    const a = toy();
    const m = mark(a.q);
    push(a.q, K.say, 0, 1);
    push(a.q, K.trigger, 0, 7);
    push(a.q, K.asker, 0, 0);
    push(a.q, K.say, 0, 2);
    push(a.q, K.say, 0, 3);
    inOrder(a.q, m);
    run(a);
    const queued = a.q.slice();
    answer(a, a.q, STEPS, 0, { t: 'pick', n: 1 }, null);
    // Run step by step: what a step pushes settles before the next; at the decision the rest goes beneath.
    const b = toy();
    runNow(b, b.q, STEPS, null, K.say, 0, 1);
    runNow(b, b.q, STEPS, null, K.trigger, 0, 7);
    expect(b.q).toEqual([]);
    runNow(b, b.q, STEPS, null, K.asker, 0, 0);
    expect(owed(b.q)).toBe(0);
    pushBottom(b.q, K.say, 0, 2);
    pushBottom(b.q, K.say, 0, 3);
    expect(b.q).toEqual(queued);
    expect(describeQueue(b.q, STEPS)).toEqual(describeQueue(queued, STEPS));
    answer(b, b.q, STEPS, 0, { t: 'pick', n: 1 }, null);
    expect(b.trace).toEqual(a.trace);
    expect(b.trace).toEqual(['say1@0', 'trigger7@0', 'say907@0', 'asker0@0', 'picked1@0', 'say101@0', 'say2@0', 'say3@0']);
    expect(b.q).toEqual([]);
  });

  it('answering a decision owed by someone else is refused and changes nothing', () => {
    const s = toy();
    ask(s.q, K.choose, 1, 2);
    const before = s.q.slice();
    expect(() => answer(s, s.q, STEPS, 0, { t: 'pick', n: 0 }, null)).toThrow(/owes no decision/);
    expect(s.q).toEqual(before);
  });

  it('record now, run later: records wait beneath the scope and run in recorded order', () => {
    const s = toy();
    scope(s.q, 0, 2, DrainMode.Recorded);
    push(s.q, K.say, 0, 1); // the resolution in progress
    record(s.q, K.say, 1, 10);
    record(s.q, K.say, 0, 11);
    record(s.q, K.say, 1, 12);
    run(s);
    expect(s.trace).toEqual(['say1@0', 'say10@1', 'say11@0', 'say12@1']);
  });

  it('owner order: grouped by seat from the first seat, each owner orders their own', () => {
    const s = toy();
    // 4 seats, seat 1 active: run order seat 1, 2, 3, 0.
    scope(s.q, 1, 4, DrainMode.ByOwner);
    record(s.q, K.say, 0, 1);
    record(s.q, K.say, 2, 2);
    record(s.q, K.say, 2, 3);
    record(s.q, K.say, 1, 4);
    record(s.q, K.say, 3, 5);
    record(s.q, K.say, 2, 6);
    run(s);
    // Seat 1's single record runs, then seat 2 is asked to order its three.
    expect(s.trace).toEqual(['say4@1']);
    expect(owed(s.q)).toBe(2);
    expect(legal(s, 2)).toHaveLength(3);
    // Seat 2 wants 6 first (3rd in recorded order), then 2 (now 1st of the rest); 3 is last by itself.
    answer(s, s.q, STEPS, 2, { t: 'order', i: 2 }, null);
    expect(owed(s.q)).toBe(2);
    expect(legal(s, 2)).toHaveLength(2);
    expect(s.trace).toEqual(['say4@1']); // all picks come before any of them runs
    answer(s, s.q, STEPS, 2, { t: 'order', i: 0 }, null);
    expect(s.trace).toEqual(['say4@1', 'say6@2', 'say2@2', 'say3@2', 'say5@3', 'say1@0']);
    expect(s.q).toEqual([]);
  });

  it('identical records are not asked about', () => {
    const s = toy();
    scope(s.q, 0, 2, DrainMode.ByOwner);
    record(s.q, K.say, 1, 7);
    record(s.q, K.say, 1, 7);
    run(s);
    expect(s.trace).toEqual(['say7@1', 'say7@1']);
  });

  it('a recorded step that opens its own scope drains what it triggers before the next record', () => {
    const s = toy();
    scope(s.q, 0, 2, DrainMode.Recorded);
    record(s.q, K.trigger, 0, 1);
    record(s.q, K.say, 1, 2);
    run(s);
    expect(s.trace).toEqual(['trigger1@0', 'say901@0', 'say2@1']);
  });

  it('cancel drops the nearest queued step of a kind (反制-style invalidation)', () => {
    const s = toy();
    push(s.q, K.say, 0, 1);
    push(s.q, K.say, 0, 2);
    push(s.q, K.say, 0, 3);
    expect(cancel(s.q, K.say, 2)).toBe(true);
    expect(cancel(s.q, K.choose)).toBe(false);
    run(s);
    expect(s.trace).toEqual(['say3@0', 'say1@0']);
  });

  it('describe lists the queue top first with public payloads only', () => {
    const s = toy();
    push(s.q, K.say, 0, 5);
    ask(s.q, K.choose, 1, 2);
    expect(describeQueue(s.q, STEPS)).toEqual([
      { step: 'choose', by: 1, args: [2, 0, 0, 0], decide: true },
      { step: 'say', by: 0, args: [5, 0, 0, 0] },
    ]);
  });

  it('defineSteps refuses gaps, duplicates and handlers that are neither automatic nor decisions', () => {
    expect(() => defineSteps<Toy, ToyAction>({ a: { id: 3, run: () => {} } })).toThrow(/gap/);
    expect(() => defineSteps<Toy, ToyAction>({ a: { id: 2 } })).toThrow(/either/);
    expect(() =>
      defineSteps<Toy, ToyAction>({ a: { id: 2, run: () => {} }, b: { id: 2, run: () => {} } }),
    ).toThrow(/taken/);
  });

  it('property: any owner-order drain runs every record exactly once, seat groups in rank order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.nat(5),
        fc.array(fc.tuple(fc.nat(5), fc.nat(3)), { maxLength: 12 }),
        fc.array(fc.nat(10), { maxLength: 40 }),
        (seats, firstRaw, recs, picks) => {
          const first = firstRaw % seats;
          const s = toy();
          scope(s.q, first, seats, DrainMode.ByOwner);
          recs.forEach(([seat, v]) => record(s.q, K.say, seat % seats, v));
          run(s);
          let p = 0;
          while (s.q.length > 0) {
            const by = owed(s.q);
            const opts = legal(s, by);
            expect(opts.length).toBeGreaterThan(1);
            answer(s, s.q, STEPS, by, opts[(picks[p++] ?? 0) % opts.length], null);
          }
          const ran = s.trace.map((x) => x.split('@').map((y) => Number(y.replace('say', ''))));
          expect(ran.map(([v, seat]) => `${v}@${seat}`).sort()).toEqual(recs.map(([seat, v]) => `${v}@${seat % seats}`).sort());
          const ranks = ran.map(([, seat]) => (seat - first + seats) % seats);
          for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]);
          expect(s.q.length % W).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
