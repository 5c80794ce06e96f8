// `--setup FILE`: fixed opening choices (fleets, decks) per seat, instead of random ones.
// { "seats": [ [action, action, …], [action, …] ] } — each seat's setup decisions in order;
// every action is checked against the legal list when it is played.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SandtableError, type Json } from '../engine/index.js';

const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

export const setupFileSchema = z.object({
  seats: z.array(z.array(z.record(z.string(), jsonValue))),
});
export type SetupScript = z.infer<typeof setupFileSchema>;

export function readSetupFile(path: string): SetupScript {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new SandtableError('bad_input', `setup file ${path} ${e instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read'}`);
  }
  const r = setupFileSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new SandtableError('bad_input', `setup file ${path}: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  return r.data;
}
