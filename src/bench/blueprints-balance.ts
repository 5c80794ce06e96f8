// Blueprints deck balance: every pairing of character decks over N games with one bot kind in both
// seats (the decks swap seats every other game; the first player is random as in any game), with
// 95 % Wilson intervals, the first player's win rate and the share ending before the round cap.
// Run: `npx tsx src/bench/blueprints-balance.ts [games=400] [bot=heuristic] [seats=2]` — prints one
// Markdown row per pairing (the table in docs/rules/blueprints.md).
import { playMatch } from '../ai/play.js';
import { makeBot } from '../ai/registry.js';
import { Match } from '../engine/index.js';
import { DECK_IDS } from '../games/blueprints/data.js';
import { blueprints } from '../games/blueprints/index.js';

export function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / den;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [c - h, c + h];
}

const pct = (x: number) => (100 * x).toFixed(1);

export function pairing(a: string, b: string, games: number, bot: string): string {
  const bots = [makeBot(bot)];
  let winsA = 0;
  let winsB = 0;
  let first = 0;
  let decided = 0;
  let rounds = 0;
  for (let g = 0; g < games; g++) {
    const decks = g % 2 === 0 ? [a, b] : [b, a];
    const m = Match.create(blueprints, { decks }, `bal:${a}:${b}:${g}`, 2, false, 'sfc32');
    playMatch(m, bots, `bal:${g}`);
    const r = m.result()!;
    const s = m.snapshot();
    rounds += s.round;
    if (r.reason.code !== 'turnCap') decided++;
    if (r.draw) continue;
    const w = r.winners[0];
    if (w === s.first) first++;
    if (decks[w] === a) winsA++;
    else winsB++;
  }
  const [al, ah] = wilson(winsA, games);
  const [bl, bh] = wilson(winsB, games);
  const draws = games - winsA - winsB;
  return `| ${a} vs ${b} | ${pct(winsA / games)} % [${pct(al)}, ${pct(ah)}] | ${pct(winsB / games)} % [${pct(bl)}, ${pct(bh)}] | ${draws} | ${pct(first / (games - draws))} % | ${pct(decided / games)} % | ${(rounds / games).toFixed(1)} |`;
}

if (process.argv[1]?.endsWith('blueprints-balance.ts') || process.argv[1]?.endsWith('blueprints-balance.js')) {
  const games = Number(process.argv[2] ?? 400);
  const bot = process.argv[3] ?? 'heuristic';
  console.log(`| pairing (${bot}, ${games} games) | A wins | B wins | draws | first player wins | ended before the cap | rounds |`);
  console.log('|---|---|---|---|---|---|---|');
  for (let i = 0; i < DECK_IDS.length; i++) for (let j = i + 1; j < DECK_IDS.length; j++) console.log(pairing(DECK_IDS[i], DECK_IDS[j], games, bot));
}
