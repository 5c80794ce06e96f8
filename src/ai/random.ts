import type { Bot } from './bot.js';

/** A uniform legal action. */
export const randomBot: Bot = {
  spec: 'random',
  choose(d) {
    return d.legal[d.rng.int(d.legal.length)];
  },
  pick(d) {
    return d.rng.int(d.legal.length);
  },
};
