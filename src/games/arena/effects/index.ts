// Every effect verb, in one table: TypeScript rejects a verb without code, zod a misspelt field.
import type { EventSink } from '../../../engine/index.js';
import { clear, type Queue } from '../../../engine/queue.js';
import type { Effect } from '../data/schema.js';
import type { ArenaState } from '../state.js';
import { declareVictory } from '../victory.js';
import { runMove, runKnockback } from './body.js';
import { runDiscard, runDraw, runExhaust, runFeed, runRecycle, runReveal } from './cards.js';
import { runBacklash, runExpose, runHeal, runStrike } from './harm.js';
import type { FxCtx, Of, Run, Runs } from './types.js';

/** 直到回合结束: the owner's damage cards +n this turn. */
const runPower: Run<Of<'power'>> = (s, _q, c, e) => {
  s.players[c.owner].power += e.n;
};
/** This card's damage +n (连击). */
const runBonus: Run<Of<'bonus'>> = (s, _q, c, e) => {
  if (s.cur && s.cur.inst === c.inst) s.cur.bonus += e.n;
};
/** 特殊宣言胜利: when it wins, nothing else resolves. */
const runDeclare: Run<Of<'declare'>> = (s, q, c, e, ev) => {
  if (declareVictory(s, c.owner, e.n, ev)) clear(q);
};
/** 展示中 modifiers are read by combat, not run. */
const passive: Run = () => undefined;

const RUNS: Runs = {
  draw: runDraw,
  feed: runFeed,
  heal: runHeal,
  backlash: runBacklash,
  move: runMove,
  knockback: runKnockback,
  expose: runExpose,
  reveal: runReveal,
  discard: runDiscard,
  recycle: runRecycle,
  exhaust: runExhaust,
  strike: runStrike,
  power: runPower,
  bonus: runBonus,
  sharpen: passive,
  guard: passive,
  counter: passive,
  declare: runDeclare,
};

export function runEffect(s: ArenaState, q: Queue, c: FxCtx, e: Effect, ev: EventSink): void {
  (RUNS[e.do] as Run)(s, q, c, e, ev);
}
