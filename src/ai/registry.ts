// Bot specs as written on the command line: `random`, later `heuristic`, `ismcts:iters=2000`.
import { SandtableError } from '../engine/index.js';
import type { Bot } from './bot.js';
import { randomBot } from './random.js';

const bots: Record<string, () => Bot> = {
  random: () => randomBot,
};

export function botNames(): string[] {
  return Object.keys(bots);
}

export function makeBot(spec: string): Bot {
  const name = spec.split(':')[0];
  const make = bots[name];
  if (make === undefined) {
    throw new SandtableError('bad_input', `unknown bot "${spec}" (known: ${botNames().join(', ')})`);
  }
  return make();
}
