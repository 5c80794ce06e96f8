// The text summary `sandtable sim` prints for each study (everything else is in --json / --out).
import type { SimReport } from '../sim/report.js';

const pct = (x: number): string => (x * 100).toFixed(1);
const ci = (c: readonly [number, number]): string => `95% CI [${pct(c[0])}, ${pct(c[1])}]`;

/**
 * The study's lines: win rates by bot (when more than one kind plays: a bot against itself wins every
 * game it decides) and by seat (what a designer balancing two decks or fleets reads), the game's shape,
 * and the content most often chosen with its win rate.
 */
export function studyLines(r: SimReport, head = ''): string[] {
  const lines = [`${head}${r.games} games of ${r.game}, ${r.timing.gamesPerSec} games/s on ${r.timing.workers} worker(s)`];
  if (r.bots.length > 1) for (const b of r.bots) lines.push(`  ${b.spec.padEnd(20)} win ${pct(b.winRate)}%  ${ci(b.ci95)}`);
  else if (r.bots.length === 1) lines.push(`  ${r.bots[0].spec} in every seat`);
  for (const s of r.seats) lines.push(`  ${`seat ${s.seat}`.padEnd(20)} win ${pct(s.winRate)}%  ${ci(s.ci95)}`);
  lines.push(`  draws ${r.draws}, timeouts ${r.timeouts}, balance ${r.balance}, first-player win rate ${pct(r.firstPlayerAdvantage.rate)}%, mean turns ${r.duration.turns.mean.toFixed(1)}`);
  // The content most often chosen (cards played, ships built…): how often, and the win rate with it.
  const top = [...r.content].sort((a, b) => b.chosenRate - a.chosenRate).slice(0, 8);
  if (top.length > 0) lines.push(`  most chosen: ${top.map((c) => `${c.name} ${(c.chosenRate * 100).toFixed(0)}% (win ${(c.withIt.winRate * 100).toFixed(0)}%)`).join(', ')}`);
  return lines;
}
