// Partial logs (logStart) merge into the seat's whole log by index; a gap asks for a resync.
import { describe, expect, it } from 'vitest';
import type { LogEntry, MatchStateMessage } from '../../../src/protocol/types.js';
import { mergeLog } from './mergeLog.js';

const e = (i: number): LogEntry => ({ type: 't', text: { zh: `${i}`, en: `${i}` }, data: i });
const msg = (log: LogEntry[], logStart?: number): MatchStateMessage => ({
  id: 'm',
  game: 'g',
  seat: 0,
  clientSeeded: false,
  undoable: 0,
  version: 1,
  view: null,
  actions: [],
  log,
  result: null,
  toMove: [],
  seats: [],
  ...(logStart === undefined ? {} : { logStart }),
});

describe('merging partial logs', () => {
  it('a full message replaces the log', () => {
    expect(mergeLog([e(0), e(9)], msg([e(0), e(1), e(2)]))).toEqual([e(0), e(1), e(2)]);
  });
  it('a part appends from its start, overlapping parts included', () => {
    expect(mergeLog([e(0), e(1)], msg([e(2), e(3)], 2))).toEqual([e(0), e(1), e(2), e(3)]);
    expect(mergeLog([e(0), e(1), e(2)], msg([e(1), e(2), e(3)], 1))).toEqual([e(0), e(1), e(2), e(3)]);
  });
  it('UNDO-4 a part starting before the end of the held log drops the withdrawn entries (a decision taken back)', () => {
    expect(mergeLog([e(0), e(1), e(2)], msg([], 1))).toEqual([e(0)]);
  });
  it('a part starting past the held log is a gap', () => {
    expect(mergeLog([e(0)], msg([e(3)], 3))).toBeNull();
  });
});
