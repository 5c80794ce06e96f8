// Simulation figures for `npm run bench`: a sim's games/s per worker against the same games played in
// a plain loop (what the engine alone gives), the speed-up from 1 to 2 workers, and the designer's
// study — `normal` against `heuristic` on 2 workers — with the time 1,000 games would take.
import { playMatch } from '../ai/play.js';
import { makeBot } from '../ai/registry.js';
import { Match } from '../engine/index.js';
import { getGame } from '../games/registry.js';
import { runStudy, type StudySpec } from '../sim/study.js';

type Emit = (o: Record<string, unknown>) => void;

const round = (x: number, d = 0): number => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Random-vs-random: the same games (seeds, sfc32 dice, bots making random complete setups) in a warm
 * loop on this thread, then as a sim on 1 and on 2 worker threads. The game count is calibrated so the
 * one-worker sim lasts about `seconds`: worker start and JIT warm-up, paid once per worker, are part of
 * what a sim costs but should not pass for the cost of each game. Targets: per worker ≥ 90 % of the
 * loop, 2 workers ≥ 1.8× one.
 */
export async function simSpeed(game: string, seconds: number, emit: Emit): Promise<void> {
  const g = getGame(game);
  const bots = [makeBot('random'), makeBot('random')];
  const seats = g.seatCounts.includes(2) ? 2 : g.seatCounts[0];
  const loop = (n: number, from: number): number => {
    const t0 = performance.now();
    for (let i = from; i < from + n; i++) {
      const m = Match.create(g, {}, `bench:${i}`, seats, false, 'sfc32');
      playMatch(m, bots, `bench:${i}`);
    }
    return (n * 1000) / (performance.now() - t0);
  };
  loop(20, 1_000_000); // warm-up
  // About two seconds of games in the loop.
  let n = 20;
  let ms = 0;
  for (;;) {
    const t0 = performance.now();
    loop(n, 0);
    ms = performance.now() - t0;
    if (ms > 500 || n >= 100_000) break;
    n *= 2;
  }
  const benchRate = loop(Math.max(20, Math.round((n * 2000) / ms)), 2_000_000);
  const base: StudySpec = { game, bots: ['random', 'random'], seed: 'bench', options: {}, setup: null, games: 0, workers: 1 };
  const games = Math.max(20, 2 * Math.round((seconds * benchRate) / 2));
  const one = await runStudy({ ...base, games, workers: 1 }, undefined, true);
  const two = await runStudy({ ...base, games, workers: 2 }, undefined, true);
  emit({
    bench: 'sim-speed',
    game,
    games,
    loopGamesPerSec: round(benchRate),
    gamesPerSec1: one.timing.gamesPerSec,
    perWorkerVsLoop: round(one.timing.gamesPerSec / benchRate, 2),
    gamesPerSec2: two.timing.gamesPerSec,
    speedup: round(two.timing.gamesPerSec / one.timing.gamesPerSec, 2),
    targets: { perWorkerVsLoop: 0.9, speedup: 1.8 },
  });
}

/**
 * The designer's study: `ismcts:normal` against `heuristic` on 2 workers, `games` games (bots rotate
 * seats, bot-built setups), and what 1,000 games would take at that rate (target ≤ 5 minutes). A small
 * sample: the estimate includes the workers' start, which a 1,000-game run pays only once, so it errs
 * slow.
 */
export async function studySpeed(game: string, games: number, emit: Emit): Promise<void> {
  const spec: StudySpec = { game, games, bots: ['ismcts:normal', 'heuristic'], seed: 'bench-study', options: {}, setup: null, workers: 2 };
  const r = await runStudy(spec, undefined, true);
  const normal = r.bots.find((b) => b.spec === 'ismcts:normal');
  emit({
    bench: 'study',
    game,
    games,
    bots: spec.bots,
    gamesPerSec: r.timing.gamesPerSec,
    minutesFor1000: r.timing.gamesPerSec > 0 ? round(1000 / r.timing.gamesPerSec / 60, 1) : null,
    meanActions: r.duration.actions.mean,
    normalDecisionMs: r.timing.decisions.find((d) => d.spec === 'ismcts:normal')?.meanMs ?? null,
    normalWins: normal ? normal.winRate : null,
    target: { minutesFor1000: 5 },
  });
}
