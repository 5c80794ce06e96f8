// KARDS figures the generic benches do not give: random full games with each nation's starter deck straight
// on the game API, in games per CPU-second as well as per wall-second. The machine is shared; CPU time is what
// one core delivers, and the target (20,000 games/s/core, ~50 µs a game) is a per-core figure.
import { Rng } from '../engine/index.js';
import { kards } from '../games/kards/index.js';

const NATIONS = ['Germany', 'Soviet', 'USA', 'Britain', 'Japan'] as const;

/** Options parsed once per pairing, as a match parses them once: the figure is the engine's, not zod's. */
const OPTIONS = NATIONS.map((n, i) => kards.optionsSchema.parse({ decks: [n, NATIONS[(i + 1) % 5]] }));

function game(seed: number): number {
  const s = kards.setup(OPTIONS[seed % 5], 2, new Rng(seed));
  const pick = new Rng(seed + 99);
  let actions = 0;
  for (let movers = kards.toMove(s); movers.length > 0; movers = kards.toMove(s)) {
    const seat = movers[0];
    const legal = kards.legalActions(s, seat);
    kards.apply(s, seat, legal[pick.int(legal.length)], null);
    actions++;
  }
  return actions;
}

export function kardsCpu(ms: number, emit: (x: Record<string, unknown>) => void): void {
  for (let i = 0; i < 200; i++) game(1_000_000 + i);
  let games = 0;
  let actions = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) actions += game(games++);
  const wall = (performance.now() - t0) / 1000;
  const cu = process.cpuUsage(c0);
  const cpu = (cu.user + cu.system) / 1e6;
  emit({
    bench: 'kards-cpu', game: 'kards', gamesPerCpuSec: Math.round(games / cpu), microsPerGameCpu: Math.round((cpu / games) * 1e6),
    gamesPerSec: Math.round(games / wall), actionsPerGame: Math.round(actions / games), target: 20000,
  });
}
