// Every mecha option, and every value of its choices, has a name in Chinese and English in the lobby.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mechaOptionsSchema } from '../../../../src/games/mecha/options.js';
import type { Json } from '../../../../src/protocol/types.js';
import { optionFields, type OptionField } from '../../lobby/schema.js';
import { MECHA_MAIN_OPTIONS, MECHA_OPTION_LABELS } from './options.js';

const fields = optionFields(z.toJSONSchema(mechaOptionsSchema, { io: 'input', unrepresentable: 'any' }) as unknown as Json);
const all = (fs: readonly OptionField[]): OptionField[] => fs.flatMap((f) => [f, ...all(f.children)]);

describe('mecha option names', () => {
  it('name every option and every enum value in both languages', () => {
    const missing: string[] = [];
    for (const f of all(fields)) {
      const keys = [f.path, ...(f.node.enum ?? []).map((v) => `${f.path}=${String(v)}`)];
      for (const k of keys) if (!MECHA_OPTION_LABELS[k]?.zh || !MECHA_OPTION_LABELS[k]?.en) missing.push(k);
    }
    expect(missing).toEqual([]);
  });

  it('main options exist in the schema', () => {
    const paths = new Set(all(fields).map((f) => f.path));
    for (const p of MECHA_MAIN_OPTIONS) expect(paths.has(p), p).toBe(true);
  });
});
