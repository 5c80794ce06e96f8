// Bot specs as written on the command line: `name[:preset][:key=value]…`, e.g. `random`, `heuristic`,
// `ismcts:normal`, `ismcts:iters=2000`, `ismcts:ms=500:depth=12` (`:` between parts, since `,`
// separates the bots of `--bots A,B`). Every part must mean something: an empty part (`ismcts::hard`,
// a trailing `:`) or a second preset (`ismcts:normal:junk`) is an error, never ignored.
import { SandtableError } from '../engine/index.js';

export interface BotSpec {
  readonly name: string;
  readonly preset: string | null;
  readonly params: ReadonlyMap<string, number>;
}

export function parseBotSpec(spec: string): BotSpec {
  const [name, ...parts] = spec.trim().split(':');
  let preset: string | null = null;
  const params = new Map<string, number>();
  if (name.length === 0) throw new SandtableError('bad_input', `bad bot "${spec}": no bot name`);
  for (const part of parts) {
    if (part.length === 0) throw new SandtableError('bad_input', `bad bot "${spec}": empty part`);
    const eq = part.indexOf('=');
    if (eq < 0) {
      if (preset !== null) throw new SandtableError('bad_input', `bad bot "${spec}": unexpected part "${part}" after preset "${preset}"`);
      preset = part;
      continue;
    }
    const v = Number(part.slice(eq + 1));
    if (!Number.isFinite(v) || v < 0) throw new SandtableError('bad_input', `bad bot "${spec}": ${part} is not a non-negative number`);
    params.set(part.slice(0, eq), v);
  }
  return { name, preset, params };
}
