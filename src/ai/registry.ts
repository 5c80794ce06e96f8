// Bot specs → bots. Difficulty presets map to search budgets.
import { SandtableError } from '../engine/index.js';
import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic.js';
import { ismctsBot, type IsmctsParams } from './ismcts.js';
import { randomBot } from './random.js';
import { withSetup } from './setup.js';
import { parseBotSpec, type BotSpec } from './spec.js';

/** Difficulty presets (also accepted as plain names: `easy` = `ismcts:easy`). */
export const ISMCTS_PRESETS: Record<string, IsmctsParams> = {
  // Measured (40–60-game samples): depth 0 (the evaluation right after the searched line) beats
  // random playouts, and modelling the other side's replies narrowly (reply 0.5) helps in naval.
  easy: { iters: 80, ms: 0, depth: 0, c: 0.7 },
  // prior 12 (a node's prior on 12 sampled choices below the root): 2.6× faster searches in naval, and
  // with whole moves it beat heuristic 69.0% [59.4, 77.2] over 100 naval games (seed s8, bot setups).
  normal: { iters: 300, ms: 0, depth: 0, c: 0.7, reply: 0.5, priorSample: 12 },
  hard: { iters: 1500, ms: 0, depth: 0, c: 0.7, reply: 0.5 },
};

const KNOWN = ['random', 'heuristic', 'ismcts', 'easy', 'normal', 'hard'];

export function botNames(): string[] {
  return ['random', 'heuristic', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'];
}

/** For bots that take no preset: a stray word (`heuristic:hard`, `easy:junk`) is an error, not ignored. */
function noPreset(spec: BotSpec): void {
  if (spec.preset !== null) throw new SandtableError('bad_input', `bot ${spec.name} takes no preset (got "${spec.preset}")`);
}

function param(spec: BotSpec, key: string, fallback: number, allowed: readonly string[]): number {
  for (const k of spec.params.keys()) {
    if (!allowed.includes(k)) throw new SandtableError('bad_input', `unknown bot parameter "${k}" for ${spec.name} (known: ${allowed.join(', ')})`);
  }
  return spec.params.get(key) ?? fallback;
}

/**
 * Every bot makes its own setup choices: `random` a random complete setup, the others the game's
 * setup policy (see setup.ts); play decisions are the bot's own.
 */
export function makeBot(text: string): Bot {
  const bot = makePlayer(text);
  return withSetup(bot, bot === randomBot ? 'random' : 'policy');
}

function makePlayer(text: string): Bot {
  const spec = parseBotSpec(text);
  switch (spec.name) {
    case 'random':
      if (spec.preset || spec.params.size) throw new SandtableError('bad_input', `random takes no parameters`);
      return randomBot;
    case 'heuristic': {
      noPreset(spec);
      const keys = ['samples', 'width'];
      return heuristicBot({ samples: Math.max(1, param(spec, 'samples', 3, keys)), width: Math.max(1, param(spec, 'width', 64, keys)) }, text);
    }
    case 'easy':
    case 'normal':
    case 'hard':
      if (spec.preset !== null || spec.params.size > 0) {
        throw new SandtableError('bad_input', `"${spec.name}" takes no parameters (tune with ismcts:${spec.name}:key=value)`);
      }
      return ismctsBot(ISMCTS_PRESETS[spec.name], text);
    case 'ismcts': {
      const base = spec.preset === null ? ISMCTS_PRESETS.normal : ISMCTS_PRESETS[spec.preset];
      if (base === undefined) throw new SandtableError('bad_input', `unknown ismcts preset "${spec.preset}" (easy, normal, hard)`);
      const keys = ['iters', 'ms', 'depth', 'c', 'worlds', 'widen', 'reply', 'sample', 'bias', 'prior'];
      const iters = param(spec, 'iters', spec.params.has('ms') ? 0 : base.iters, keys);
      const ms = param(spec, 'ms', 0, keys);
      if (iters === 0 && ms === 0) throw new SandtableError('bad_input', `ismcts needs iters or ms above 0`);
      return ismctsBot(
        {
          iters,
          ms,
          depth: param(spec, 'depth', base.depth, keys),
          c: param(spec, 'c', base.c, keys),
          worlds: Math.max(1, param(spec, 'worlds', base.worlds ?? 16, keys)),
          widen: param(spec, 'widen', base.widen ?? 2, keys),
          reply: param(spec, 'reply', base.reply ?? base.widen ?? 2, keys),
          sample: Math.max(1, param(spec, 'sample', base.sample ?? 1, keys)),
          bias: Math.max(0, param(spec, 'bias', base.bias ?? 0, keys)),
          priorSample: Math.max(0, param(spec, 'prior', base.priorSample ?? 0, keys)),
        },
        text,
      );
    }
    default:
      throw new SandtableError('bad_input', `unknown bot "${text}" (known: ${KNOWN.join(', ')})`);
  }
}
