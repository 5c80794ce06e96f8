// Recorded behaviour: 200 seeded random matches (every option variant) replay to the same legal-action
// lists, views, events and final hash as when the fixture was written. Regenerate the fixture only for a
// deliberate rules change, and say which change in the commit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trace, type Trace } from './trace.js';

const FIXTURE: Trace[] = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/traces.json'), 'utf8')) as Trace[];

describe('mecha: recorded behaviour', () => {
  it('MQ-1 recorded random matches show the same legal actions, views and events, and end in the same hash', () => {
    expect(FIXTURE.length).toBe(200);
    for (const t of FIXTURE) expect(trace(t.seed, t.variant), `seed ${t.seed}`).toEqual(t);
  });
});
