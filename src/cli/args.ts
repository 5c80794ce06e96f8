// A small argv parser: positionals, `--flag`, `--key value` and repeatable `--set k=v`.
import { DICE_SCHEMES, isDiceScheme, SandtableError, type DiceScheme } from '../engine/index.js';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly flags: Map<string, string[]>;
  /** Flags given last with no value: reported by `checkFlags`, once it knows whether they are flags at all. */
  readonly bare: Set<string>;
}

export function parseArgs(argv: readonly string[], booleans: ReadonlySet<string>): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  const bare = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    let name = a.slice(2);
    let value: string;
    const eq = name.indexOf('=');
    if (eq >= 0 && !booleans.has(name.slice(0, eq))) {
      value = name.slice(eq + 1);
      name = name.slice(0, eq);
    } else if (booleans.has(name)) {
      value = 'true';
    } else {
      if (i + 1 >= argv.length) {
        bare.add(name);
        value = '';
      } else value = argv[++i];
    }
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positionals, flags, bare };
}

export function one(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return v === undefined ? undefined : v[v.length - 1];
}

/** `--dice sfc32|chacha20`, or `fallback` when absent. */
export function diceFlag(args: ParsedArgs, fallback: DiceScheme): DiceScheme {
  const v = one(args, 'dice');
  if (v === undefined) return fallback;
  if (!isDiceScheme(v)) throw new SandtableError('bad_input', `--dice must be ${DICE_SCHEMES.join(' or ')}, not "${v}"`);
  return v;
}

export function checkFlags(args: ParsedArgs, allowed: readonly string[]): void {
  for (const k of args.flags.keys()) {
    if (!allowed.includes(k)) throw new SandtableError('bad_input', `unknown flag --${k}`);
    if (args.bare.has(k)) throw new SandtableError('bad_input', `--${k} needs a value`);
  }
}
