// The card catalog has one source, data/cards.csv (copied from the official catalog); data/cards-csv.ts
// is generated from it by data/gen-csv.mjs so the browser can bundle it. They must never drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS_CSV } from '../data/cards-csv.js';

describe('kards card data', () => {
  it('the generated module holds exactly data/cards.csv (run data/gen-csv.mjs after editing the CSV)', () => {
    const csv = readFileSync(new URL('../data/cards.csv', import.meta.url), 'utf8');
    expect(CARDS_CSV).toBe(csv);
    expect(csv.split('\n').filter((l) => l.trim() !== '').length).toBe(1489); // header + 1,488 cards
  });
});
