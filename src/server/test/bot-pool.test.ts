// The bot pool's hard budgets, with the real worker and real bots: a decision that overruns its time
// or its heap is stopped, the worker replaced, the job failed with a BotFailure (the hub then plays a
// random legal action), and the next decision is served by the new worker.
import { afterAll, describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import { BotFailure, BotPool, type BotRequest } from '../bots/pool.js';
import { SMALL } from './harness.js';

/** A naval match played at random past its setup: bots build setups by a quick policy, not a search. */
function pastSetup(): { actions: { seat: number; action: ActionLike }[]; seat: number } {
  const g = getGame('naval');
  const m = Match.create(g, SMALL.naval, 3, 2);
  const rng = new Rng(3);
  while (g.isSetup?.(m.snapshot()) === true) {
    const s = m.toMove()[0];
    const legal = m.legalActions(s);
    m.apply(s, legal[rng.int(legal.length)]);
  }
  return { actions: m.actions().map((r) => ({ seat: r.seat, action: r.action })), seat: m.toMove()[0] };
}
const battle = pastSetup();

const job = (spec: string): BotRequest => ({
  matchId: `m-${spec}`,
  source: { game: 'naval', options: SMALL.naval, seed: 3, seats: 2, actions: battle.actions },
  seat: battle.seat,
  spec,
  rngSeed: 'fixed',
});

describe('bot pool budgets', () => {
  const pool = new BotPool({ size: 1, timeoutMs: 1500, memoryMb: 48 });
  afterAll(() => pool.close());

  it('BOT-3 a bot that outgrows its heap is stopped, its worker replaced, and the next decision is served', async () => {
    await expect(pool.decide(job('heuristic:samples=1000000000'))).rejects.toBeInstanceOf(BotFailure);
    expect(pool.replaced).toBe(1);
    const a = await pool.decide(job('random'));
    expect(typeof a).toBe('object');
  });

  it('BOT-4 a bot that overruns its time is stopped, its worker replaced, and the next decision is served', async () => {
    // A heap roomy enough that the search's tree cannot run it out of memory before the time is up.
    const timed = new BotPool({ size: 1, timeoutMs: 1500, memoryMb: 1024 });
    try {
      await expect(timed.decide(job('ismcts:ms=60000'))).rejects.toThrow(/overran 1500 ms/);
      expect(timed.replaced).toBe(1);
      expect(typeof (await timed.decide(job('heuristic')))).toBe('object');
    } finally {
      await timed.close();
    }
  });
});

describe('bot pool without workers', () => {
  it('BOT-6 when no worker can start, decisions fail at once (the seat plays a default) instead of waiting for ever', async () => {
    const pool = new BotPool({ size: 1, timeoutMs: 60_000, memoryMb: 64, workerUrl: new URL('./fixtures/no-such-worker.mjs', import.meta.url) });
    try {
      const first = pool.decide(job('random'));
      await expect(first).rejects.toBeInstanceOf(BotFailure);
      await expect(pool.decide(job('random'))).rejects.toThrow(/no bot worker could start/);
    } finally {
      await pool.close();
    }
  });
});
