// Every option of every game, and every value of its choices, has a name in Chinese and English in the
// lobby (the form shows the raw key where a name is missing), and a board's main options exist.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listGames } from '../../../src/games/registry.js';
import type { Json } from '../../../src/protocol/types.js';
import { optionFields, type OptionField } from '../lobby/schema.js';
import { boardFor } from './registry.js';

const all = (fs: readonly OptionField[]): OptionField[] => fs.flatMap((f) => [f, ...all(f.children)]);

describe('option names in the lobby', () => {
  for (const game of listGames()) {
    // As GET /api/games sends the schema.
    const fields = all(optionFields(z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as unknown as Json));
    const board = boardFor(game.id);

    it(`${game.id}: every option and every value of a choice is named in both languages`, () => {
      const labels = board.optionLabels ?? {};
      const missing: string[] = [];
      for (const f of fields) {
        const keys = [f.path, ...(f.node.enum ?? []).map((v) => `${f.path}=${String(v)}`)];
        for (const k of keys) if (!labels[k]?.zh || !labels[k]?.en) missing.push(k);
      }
      expect(fields.length).toBeGreaterThan(2);
      expect(missing).toEqual([]);
    });

    it(`${game.id}: its main options exist in the schema`, () => {
      const paths = new Set(fields.map((f) => f.path));
      for (const p of board.mainOptions ?? []) expect(paths.has(p), p).toBe(true);
    });
  }
});
