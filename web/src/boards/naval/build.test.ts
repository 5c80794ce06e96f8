import { describe, expect, it } from 'vitest';
import { buildPlan } from './build.js';

describe('fleet building panel', () => {
  it('SETUP-1 the budget left and why a class cannot be added (over budget, class limit), from the public options', () => {
    const p = buildPlan({ costLimit: 4, maxDD: 2, maxCL: 8, maxCA: 8, maxBB: 4, maxCV: 2, ships: {} }, ['DD', 'DD']);
    expect(p?.spent).toBe(2);
    expect(p?.limit).toBe(4);
    const row = (c: string) => p?.rows.find((r) => r.cls === c);
    expect(row('DD')?.blocked).toBe('limit');
    expect(row('BB')?.blocked).toBe('budget'); // costs 3, 2 left
    expect(row('CL')?.blocked).toBeNull();
    // A per-class override of the cost counts.
    expect(buildPlan({ costLimit: 4, ships: { BB: { cost: 2 } } }, ['DD', 'DD'])?.rows.find((r) => r.cls === 'BB')?.blocked).toBeNull();
    expect(buildPlan(undefined, [])).toBeNull();
  });
});
