// Aggregates game records into the balance report. Every number except those under `timing` depends
// only on the records, which depend only on (game, options, seed, bots, setup): identical for any
// number of workers.
import type { Json } from '../engine/index.js';
import { leadOfEvals, type Lead } from './lead.js';
import type { GameRecord } from './run-game.js';
import { distribution, round, wilson, type Distribution } from './stats.js';

export interface RateStat {
  readonly wins: number;
  readonly games: number;
  readonly winRate: number;
  readonly ci95: [number, number];
}

export interface ContentStat {
  readonly name: string;
  /** Seat-games in which it was present, and the rate. */
  readonly chosen: number;
  readonly chosenRate: number;
  readonly withIt: RateStat;
  readonly without: RateStat;
}

export interface SimTiming {
  readonly wallMs: number;
  readonly gamesPerSec: number;
  readonly workers: number;
  readonly decisions: readonly { readonly spec: string; readonly decisions: number; readonly meanMs: number; readonly maxMs: number }[];
}

export interface SimReport {
  readonly game: string;
  readonly games: number;
  readonly seed: string;
  readonly options: Json;
  readonly bots: readonly ({ readonly spec: string } & RateStat)[];
  readonly seats: readonly ({ readonly seat: number } & RateStat)[];
  readonly draws: number;
  readonly timeouts: number;
  readonly firstPlayerAdvantage: { readonly firstWins: number; readonly decided: number; readonly rate: number; readonly ci95: [number, number]; readonly advantage: number };
  /** 1 − the largest gap between seat win rates. */
  readonly balance: number;
  /** Share of games that ended by a win condition or a draw the rules call, not by the turn cap. */
  readonly completion: number;
  /** Share of drawn games. */
  readonly drawishness: number;
  readonly duration: { readonly turns: Distribution; readonly actions: Distribution };
  /** Mean share of the game (by turns) after which the winner led for good (decided games). */
  readonly decisiveness: number;
  readonly leadChanges: Distribution;
  readonly reasons: Readonly<Record<string, number>>;
  readonly content: readonly ContentStat[];
  readonly timing: SimTiming;
}

function rate(wins: number, games: number): RateStat {
  return { wins, games, winRate: games ? round(wins / games) : 0, ci95: wilson(wins, games) };
}

export function buildReport(
  game: string,
  seed: string,
  options: Json,
  records: readonly GameRecord[],
  wallMs: number,
  workers: number,
): SimReport {
  const seatsN = records[0]?.bots.length ?? 2;
  const specSet = new Set<string>();
  for (const r of records) for (const b of r.bots) specSet.add(b);
  const specs = [...specSet];
  const bots = specs.map((spec) => {
    let wins = 0;
    let games = 0;
    for (const r of records) {
      // Games where `spec` held a seat, and those one of its seats won (no lists made per record and
      // spec: a long study has hundreds of thousands of records).
      let plays = false;
      let won = false;
      for (let i = 0; i < r.bots.length; i++) {
        if (r.bots[i] !== spec) continue;
        plays = true;
        if (r.winners.includes(i)) won = true;
      }
      if (!plays) continue;
      games++;
      if (won) wins++;
    }
    return { spec, ...rate(wins, games) };
  });
  const seats = Array.from({ length: seatsN }, (_, seat) => ({ seat, ...rate(records.filter((r) => r.winners.includes(seat)).length, records.length) }));
  const draws = records.filter((r) => r.draw).length;
  const timeouts = records.filter((r) => r.timeout).length;
  const decided = records.filter((r) => !r.draw && r.firstSeat !== null);
  const firstWins = decided.filter((r) => r.winners.includes(r.firstSeat!)).length;
  const fp = wilson(firstWins, decided.length);
  const seatRates = seats.map((s) => s.winRate);
  const lead = records.map(leadOf);
  const changes = lead.map((l) => l.changes);
  const decisive = lead.map((l) => l.decisive).filter((x): x is number => x !== null);
  const reasons: Record<string, number> = {};
  for (const r of records) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  return {
    game,
    games: records.length,
    seed,
    options,
    bots,
    seats,
    draws,
    timeouts,
    firstPlayerAdvantage: { firstWins, decided: decided.length, rate: decided.length ? round(firstWins / decided.length) : 0, ci95: fp, advantage: decided.length ? round(firstWins / decided.length - 0.5) : 0 },
    balance: round(1 - (Math.max(...seatRates) - Math.min(...seatRates))),
    completion: records.length ? round(1 - timeouts / records.length) : 0,
    drawishness: records.length ? round(draws / records.length) : 0,
    duration: { turns: distribution(records.map((r) => r.turns)), actions: distribution(records.map((r) => r.actions)) },
    decisiveness: decisive.length ? round(decisive.reduce((a, b) => a + b, 0) / decisive.length) : 0,
    leadChanges: distribution(changes),
    reasons,
    content: contentStats(records),
    timing: timingOf(records, wallMs, workers),
  };
}

/** The record's lead figures: carried when the game computed them as it went, else from its evaluations. */
function leadOf(r: GameRecord): Lead {
  return r.lead ?? leadOfEvals(r.evals, r.winners, r.draw);
}

/**
 * Per content name, in one pass over the seat-games (a pass per name was most of a long study's
 * report): where a seat brought it, and the wins with and without it.
 */
function contentStats(records: readonly GameRecord[]): ContentStat[] {
  // `last`: the seat-game that last counted the name — a name a seat lists twice counts once for it.
  const by = new Map<string, { chosen: number; wins: number; last: number }>();
  let seatGames = 0;
  let seatWins = 0;
  for (const r of records) {
    for (let seat = 0; seat < r.content.length; seat++) {
      const id = seatGames++;
      const won = r.winners.includes(seat) ? 1 : 0;
      seatWins += won;
      for (const name of r.content[seat]) {
        let c = by.get(name);
        if (c === undefined) by.set(name, (c = { chosen: 0, wins: 0, last: -1 }));
        if (c.last === id) continue;
        c.last = id;
        c.chosen++;
        c.wins += won;
      }
    }
  }
  const names = [...by.keys()].sort();
  return names.map((name) => {
    const { chosen, wins } = by.get(name)!;
    return { name, chosen, chosenRate: seatGames ? round(chosen / seatGames) : 0, withIt: rate(wins, chosen), without: rate(seatWins - wins, seatGames - chosen) };
  });
}

function timingOf(records: readonly GameRecord[], wallMs: number, workers: number): SimTiming {
  const by = new Map<string, { n: number; ms: number; max: number }>();
  for (const r of records) {
    r.bots.forEach((spec, seat) => {
      // By index: destructuring a row of doubles went through the iterator, boxing each number.
      const d = r.decisionMs[seat];
      const t = by.get(spec) ?? { n: 0, ms: 0, max: 0 };
      t.n += d[0];
      t.ms += d[1];
      t.max = Math.max(t.max, d[2]);
      by.set(spec, t);
    });
  }
  return {
    wallMs: Math.round(wallMs),
    gamesPerSec: wallMs > 0 ? round((records.length * 1000) / wallMs, 2) : 0,
    workers,
    decisions: [...by.entries()].map(([spec, t]) => ({ spec, decisions: t.n, meanMs: t.n ? round(t.ms / t.n, 4) : 0, maxMs: round(t.max, 3) })),
  };
}
