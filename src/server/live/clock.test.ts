import { describe, expect, it } from 'vitest';
import { SeatClocks, timeoutChoice } from './clock.js';

describe('turn clock', () => {
  it('CLOCK-1 deadlines start when a human seat owes, restart when it acts, stop when it no longer owes', () => {
    const c = new SeatClocks({ seconds: 60, onTimeout: 'default' }, [true, true, false]);
    c.update([0, 2], null, 1000);
    expect(c.deadlines).toEqual([61_000, null, null]); // a bot seat has no clock
    c.update([0, 1], 0, 5000);
    expect(c.deadlines).toEqual([65_000, 65_000, null]);
    c.update([0, 1], 1, 9000); // seat 1 acted: its clock restarts, seat 0 keeps running
    expect(c.deadlines).toEqual([65_000, 69_000, null]);
    expect(c.next()).toBe(65_000);
    expect(c.expired(65_000)).toEqual([0]);
    c.update([1], 0, 10_000);
    expect(c.deadlines).toEqual([null, 69_000, null]);
  });

  it('CLOCK-2 a timed-out seat plays a pass or end when it has one, else its first choice', () => {
    expect(timeoutChoice(['step:1:2', 'pass'])).toBe(1);
    expect(timeoutChoice(['add:DD', 'built'])).toBe(0);
    expect(timeoutChoice(['play:3', 'end'])).toBe(1);
    expect(timeoutChoice(['bid:1', 'bid:2'])).toBe(0);
    expect(timeoutChoice(['passenger'])).toBe(0);
  });
});
