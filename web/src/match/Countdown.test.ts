import { describe, expect, it } from 'vitest';
import { clockLabel } from '../lobby/ClockInput.js';
import { formatLeft } from './Countdown.js';

describe('turn clock display', () => {
  it('CLOCK-5 time left reads m:ss (h:mm:ss past an hour), never negative; lobby choices in both languages', () => {
    expect(formatLeft(61_000)).toBe('1:01');
    expect(formatLeft(9_001)).toBe('0:10');
    expect(formatLeft(-5)).toBe('0:00');
    expect(formatLeft(3_725_000)).toBe('1:02:05');
    expect(clockLabel(0, 'zh')).toBe('不限时');
    expect(clockLabel(120, 'en')).toBe('2 min per decision');
    expect(clockLabel(86400, 'zh')).toBe('每步 1 天');
  });
});
