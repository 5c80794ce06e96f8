// Shot markers come from this turn's log entries only.
import { describe, expect, it } from 'vitest';
import type { Json, LogEntry } from '../../../../src/protocol/types.js';
import { shotMarks } from './shots.js';

const entry = (type: string, data: Json): LogEntry => ({ type, data, text: { zh: type, en: type } });

describe('naval shot markers', () => {
  it('reads this turn’s shells, torpedoes and strikes, not the previous turn’s', () => {
    const log = [
      entry('turn', { turn: 1, first: 0 }),
      entry('shell', { u: 1, hex: 5, hit: true }),
      entry('turn', { turn: 2, first: 1 }),
      entry('shell', { u: 1, hex: 6, hit: true }),
      entry('shell', { u: 2, hex: 7, hit: false }),
      entry('torpedo', { u: 3, from: 1, hex: 8, roll: 4 }),
      entry('airRoll', { hex: 9, roll: 3 }),
      entry('sunk', { u: 9, hex: -1 }),
      entry('phase', { phase: 'move' }),
    ];
    expect(shotMarks(log).map((m) => [m.hex, m.kind, m.from])).toEqual([
      [6, 'hit', undefined],
      [7, 'miss', undefined],
      [8, 'torpedo', 1],
      [9, 'air', undefined],
    ]);
  });

  it('an empty log has no markers', () => {
    expect(shotMarks([])).toEqual([]);
  });
});
