// Names for the end screen's summary that only a lazily loaded board can give (it carries the game's
// data). The board fills its lookup when its module loads, so the module every page loads stays
// without the data; the summary only shows after a match was on screen, board loaded. Until then, or
// for an unknown name, the raw name stands.
import type { Label } from '../../../src/protocol/types.js';

export interface LateNames {
  set(fn: (name: string) => Label | undefined): void;
  name(name: string): Label;
}

export function lateNames(): LateNames {
  let lookup: ((name: string) => Label | undefined) | null = null;
  return {
    set: (fn) => void (lookup = fn),
    name: (n) => lookup?.(n) ?? { zh: n, en: n },
  };
}
