// Recorded bot-side behaviour (see bot-trace.ts): speed work on clone, determinize, legal generation and
// evaluate must leave every search and bot game as it was. Regenerate the fixture only for a deliberate
// change of the rules, the evaluation or the search, and say which in the commit:
// MECHA_BOT_TRACE=write npx vitest run src/games/mecha/test/bot-trace.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botTrace, type BotTrace } from './bot-trace.js';

const FILE = join(import.meta.dirname, 'fixtures/bot-traces.json');
const CASES = [
  [1, 0, 2],
  [2, 1, 1],
  [3, 2, 1],
  [4, 3, 1],
  [5, 0, 0],
  [6, 2, 0],
] as const;

describe('mecha: recorded bot-side behaviour', () => {
  it('MQ-5 evaluations, clones, determinizations, one-ply values, searches and normal-vs-heuristic games come out as recorded', () => {
    const now = CASES.map(([seed, variant, games]) => botTrace(seed, variant, games));
    if (process.env.MECHA_BOT_TRACE === 'write') writeFileSync(FILE, JSON.stringify(now, null, 1) + '\n');
    const fixture = JSON.parse(readFileSync(FILE, 'utf8')) as BotTrace[];
    expect(now).toEqual(fixture);
  }, 120_000);
});
