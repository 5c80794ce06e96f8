// Mecha figures the generic benches do not give: random full games per second with the seed's own
// card pool (the generic bench plays the default, extended pool), through Match as a server would.
// Wall-clock and CPU-time figures are both given: the machine is shared, and CPU time is what one core
// delivers. (Moved from src/games/mecha/bench.ts: a game never imports the bots.)
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { Match } from '../engine/index.js';
import { mecha } from '../games/mecha/index.js';

export function mechaPools(ms: number, emit: (x: Record<string, unknown>) => void): void {
  for (const [variant, options] of [
    ['extended-pool', {}],
    ['seed-pool', { extendedPool: false }],
  ] as const) {
    const once = (seed: number): number => {
      const m = Match.create(mecha, options, seed, undefined, false);
      playMatch(m, [randomBot, randomBot], seed);
      return m.actions().length;
    };
    for (let i = 0; i < 300; i++) once(1_000_000 + i);
    let games = 0;
    let actions = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    while (performance.now() - t0 < ms) actions += once(games++);
    const wall = (performance.now() - t0) / 1000;
    const cu = process.cpuUsage(c0);
    const cpu = (cu.user + cu.system) / 1e6;
    emit({
      bench: 'mecha-pools',
      game: 'mecha',
      variant,
      gamesPerSec: Math.round(games / wall),
      gamesPerCpuSec: Math.round(games / cpu),
      actionsPerGame: Math.round(actions / games),
    });
  }
}

/**
 * What the final-state hash costs a simulated mecha game: hashState (cyrb53 over the state's JSON; its
 * value is what stored matches and recorded games are checked against, so it cannot change) against
 * the random game it ends, both in CPU time.
 */
export function mechaHash(ms: number, emit: (x: Record<string, unknown>) => void): void {
  const finals: Match<unknown, never, unknown>[] = [];
  const cpu = (): number => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  for (let i = 0; i < 300; i++) playMatch(Match.create(mecha, {}, 1_000_000 + i, undefined, false), [randomBot, randomBot], i); // warm-up
  let games = 0;
  const t0 = cpu();
  const w0 = performance.now();
  while (performance.now() - w0 < ms / 2) {
    const m = Match.create(mecha, {}, `hash:${games}`, undefined, false, 'sfc32');
    playMatch(m, [randomBot, randomBot], `hash:${games}`);
    if (finals.length < 200) finals.push(m as unknown as Match<unknown, never, unknown>);
    games++;
  }
  const gameMs = (cpu() - t0) / games;
  let hashes = 0;
  let chars = 0;
  const t1 = cpu();
  const w1 = performance.now();
  while (performance.now() - w1 < ms / 2) for (const m of finals) (m.hash(), hashes++);
  const hashMs = (cpu() - t1) / hashes;
  for (const m of finals) chars += JSON.stringify(m.snapshot()).length;
  emit({ bench: 'mecha-hash', game: 'mecha', microsPerGame: Math.round(gameMs * 1000), microsPerHash: Math.round(hashMs * 1000), hashShare: Math.round((100 * hashMs) / gameMs) / 100, jsonChars: Math.round(chars / finals.length) });
}
