// `--setup bots|random|FILE`: who makes the setup choices (fleets, deployment, pilots, decks). `bots`
// (default): each bot its own; `random`: random complete setups (the studies before bots built their
// own); a FILE fixes them per seat — { "seats": [ [action, action, …], [action, …] ] }, each seat's
// setup decisions in order, every action checked against the legal list when it is played, and the
// bots choosing whatever the script leaves open.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { SandtableError, type Json } from '../engine/index.js';
import type { SetupBy } from './run-game.js';

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

/** `--setup` as given (absent = `bots`). A value that is neither a mode nor a readable file is refused. */
export function parseSetupFlag(value: string | undefined): { setupBy: SetupBy; setup: SetupScript | null } {
  if (value === undefined || value === 'bots') return { setupBy: 'bots', setup: null };
  if (value === 'random') return { setupBy: 'random', setup: null };
  if (!existsSync(value)) throw new SandtableError('bad_input', `--setup must be bots, random or a setup file, not "${value}"`);
  return { setupBy: 'bots', setup: readSetupFile(value) };
}
