// Speed of random mecha games on one core, as JSON lines: `npx tsx src/games/mecha/bench.ts`, or the
// compiled `node dist/src/games/mecha/bench.js`. BENCH_MS sets the time per figure (default 3000).
// Wall-clock and CPU-time figures are both given: the machine is shared, and CPU time is what one core
// delivers. Exports nothing; the lead's `npm run bench` measures every registered game the same way.
import { playMatch } from '../../ai/play.js';
import { randomBot } from '../../ai/random.js';
import { Match, Rng } from '../../engine/index.js';
import { mecha } from './index.js';

const ms = Number(process.env.BENCH_MS ?? 3000);

function run(label: string, options: Record<string, unknown>, direct: boolean): void {
  // Warm-up, then time.
  const once = (seed: number): number => {
    if (!direct) {
      const m = Match.create(mecha, options, seed, undefined, false);
      playMatch(m, [randomBot, randomBot], seed);
      return m.actions().length;
    }
    const s = mecha.setup(mecha.optionsSchema.parse(options), 2, new Rng(seed));
    const rng = new Rng(`bots:${seed}`);
    let n = 0;
    for (;;) {
      const movers = mecha.toMove(s);
      if (movers.length === 0) return n;
      const legal = mecha.legalActions(s, movers[0]);
      mecha.apply(s, movers[0], legal[rng.int(legal.length)], null);
      n++;
    }
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
  process.stdout.write(
    JSON.stringify({
      bench: direct ? 'direct-games' : 'random-games',
      game: 'mecha',
      variant: label,
      gamesPerSec: Math.round(games / wall),
      gamesPerCpuSec: Math.round(games / cpu),
      actionsPerSec: Math.round(actions / wall),
      actionsPerGame: Math.round(actions / games),
    }) + '\n',
  );
}

run('default', {}, false);
run('default', {}, true);
run('seed-pool', { extendedPool: false }, false);
