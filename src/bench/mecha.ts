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
