// Blueprints figures the generic benches do not give: random full games per second for 3 and 6
// seats (the generic bench plays 2), through Match as a server would, and what share of them end
// before the round cap.
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { Match } from '../engine/index.js';
import { blueprints } from '../games/blueprints/index.js';

export function blueprintsSeatCounts(ms: number, emit: (x: Record<string, unknown>) => void): void {
  for (const seats of [2, 3, 6]) {
    const t0 = performance.now();
    let games = 0;
    let actions = 0;
    let decided = 0;
    while (performance.now() - t0 < ms) {
      const m = Match.create(blueprints, {}, games, seats, false);
      playMatch(m, [randomBot], games);
      actions += m.actions().length;
      if (m.result()?.reason.code !== 'turnCap') decided++;
      games++;
    }
    const secs = (performance.now() - t0) / 1000;
    emit({ bench: 'blueprints-seats', game: 'blueprints', seats, gamesPerSec: Math.round(games / secs), actionsPerGame: Math.round(actions / games), endedBeforeCap: Math.round((100 * decided) / games) / 100 });
  }
}
