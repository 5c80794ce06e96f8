// The sim command's text summary: seat win rates always (the deck or fleet balance a designer reads),
// bot win rates only when different bots play (a bot against itself "wins" every decided game).
import { describe, expect, it } from 'vitest';
import { buildReport } from '../sim/report.js';
import type { GameRecord } from '../sim/run-game.js';
import { studyLines } from './sim-text.js';

function rec(index: number, bots: string[], winners: number[]): GameRecord {
  return {
    index, seed: `s:${index}`, bots, winners, draw: winners.length === 0, timeout: false, reason: 'x', turns: 10, actions: 100,
    firstSeat: 0, hash: null, evals: [], content: [['BB'], ['DD']], decisionMs: [[1, 1, 1], [1, 1, 1]],
  };
}

describe('sim text summary', () => {
  it('one bot in every seat: no bot win rate, the seats\' win rates with intervals', () => {
    const records = [rec(0, ['random', 'random'], [0]), rec(1, ['random', 'random'], [0]), rec(2, ['random', 'random'], [0]), rec(3, ['random', 'random'], [1])];
    const lines = studyLines(buildReport('kards', 'x', {}, records, 1000, 1));
    expect(lines.some((l) => /random\s+win/.test(l))).toBe(false);
    expect(lines).toContain('  random in every seat');
    expect(lines.find((l) => l.startsWith('  seat 0'))).toMatch(/win 75\.0%\s+95% CI \[\d+\.\d, \d+\.\d\]/);
    expect(lines.find((l) => l.startsWith('  seat 1'))).toMatch(/win 25\.0%/);
  });

  it('two bots: each bot\'s win rate and each seat\'s', () => {
    const records = [rec(0, ['A', 'B'], [0]), rec(1, ['B', 'A'], [1]), rec(2, ['A', 'B'], [1]), rec(3, ['B', 'A'], [1])];
    const lines = studyLines(buildReport('naval', 'x', {}, records, 1000, 1), 'costLimit=3: ');
    expect(lines[0]).toMatch(/^costLimit=3: 4 games of naval/);
    expect(lines.find((l) => l.startsWith('  A '))).toMatch(/win 75\.0%/);
    expect(lines.find((l) => l.startsWith('  B '))).toMatch(/win 25\.0%/);
    expect(lines.find((l) => l.startsWith('  seat 1'))).toMatch(/win 75\.0%/);
    expect(lines.some((l) => l.startsWith('  most chosen: '))).toBe(true);
  });
});
