import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/protocol/types.js';
import { freshToasts } from './Toast.js';

const e = (type: string): LogEntry => ({ type, text: { zh: type, en: type }, data: null });

describe('toasts', () => {
  it('TOAST-1 only entries that arrive while watching, and only the ones the board marks', () => {
    const wanted = (x: LogEntry) => x.type === 'sunk';
    const log = [e('step'), e('sunk'), e('turn'), e('sunk')];
    expect(freshToasts(log, null, wanted)).toEqual([]); // the first load is old news
    expect(freshToasts(log, 2, wanted)).toEqual([e('sunk')]);
    expect(freshToasts(log, 4, wanted)).toEqual([]);
    expect(freshToasts(log.slice(0, 1), 3, wanted)).toEqual([]); // an undo shortened the log
  });
});
