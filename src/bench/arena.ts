// Arena figures the generic benches do not give: random full games per second for each seat count
// (the generic bench plays the first seat count only), through Match as a server would.
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { Match } from '../engine/index.js';
import { arena } from '../games/arena/index.js';

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

export function arenaSeatCounts(ms: number, emit: (x: Record<string, unknown>) => void): void {
  for (const seats of arena.seatCounts) {
    const t0 = performance.now();
    const c0 = cpuSeconds();
    let games = 0;
    let actions = 0;
    while (performance.now() - t0 < ms) {
      const m = Match.create(arena, {}, games, seats, false);
      playMatch(m, [randomBot], games);
      actions += m.actions().length;
      games++;
    }
    const secs = (performance.now() - t0) / 1000;
    // Per CPU second too: on a shared machine the wall-clock rate understates one core's throughput.
    const cpu = cpuSeconds() - c0;
    emit({ bench: 'arena-seats', game: 'arena', seats, gamesPerSec: Math.round(games / secs), gamesPerCpuSec: Math.round(games / cpu), actionsPerGame: Math.round(actions / games) });
  }
}
