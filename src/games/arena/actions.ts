// Arena actions: one union with one case per kind. Cards in hand are named by kind (copies of one
// kind are the same choice), so the legal list has no duplicates.
import type { OrderAction } from '../../engine/queue.js';

export type ArenaAction =
  /** 初始天赋: the k-th talent of the character, or -1 to place none. */
  | { readonly t: 'talent'; readonly k: number }
  /** Play a card of kind c; l = 锁定 (-1, a seat, or 10 + side); x = mask of crystals for 元素爆发. */
  | { readonly t: 'play'; readonly c: number; readonly l: number; readonly x: number }
  /** Discard-move: a card of kind c face down to the display, then one step in direction d. */
  | { readonly t: 'move'; readonly c: number; readonly d: number }
  /** Neither play nor move is possible (AR-R6). */
  | { readonly t: 'stuck' }
  /** Pay damage with u face-up life cards (the rest face down). */
  | { readonly t: 'pay'; readonly u: number }
  | { readonly t: 'face'; readonly d: number }
  | { readonly t: 'discard'; readonly c: number }
  /** 维持: 1 keep (run the upkeep), 0 exhaust. */
  | { readonly t: 'keep'; readonly k: number }
  /** 起动: a face-up display card of kind c with an activated effect is exhausted for that effect (AR-23). */
  | { readonly t: 'activate'; readonly c: number }
  | OrderAction;

export function actionKey(a: ArenaAction): string {
  switch (a.t) {
    case 'talent': return `talent:${a.k}`;
    case 'play': return `play:${a.c}:${a.l}:${a.x}`;
    case 'move': return `move:${a.c}:${a.d}`;
    case 'stuck': return 'stuck';
    case 'pay': return `pay:${a.u}`;
    case 'face': return `face:${a.d}`;
    case 'discard': return `discard:${a.c}`;
    case 'keep': return `keep:${a.k}`;
    case 'activate': return `activate:${a.c}`;
    case 'order': return `order:${a.i}`;
  }
}

/** A small integer equal exactly when actionKey is (search keys its trees by it). */
export function actionCode(a: ArenaAction): number {
  switch (a.t) {
    case 'talent': return 0 + 16 * (a.k + 1);
    case 'play': return 1 + 16 * (a.c + 128 * ((a.l + 1) + 17 * a.x));
    case 'move': return 2 + 16 * (a.c + 128 * a.d);
    case 'stuck': return 3;
    case 'pay': return 4 + 16 * a.u;
    case 'face': return 5 + 16 * a.d;
    case 'discard': return 6 + 16 * a.c;
    case 'keep': return 7 + 16 * a.k;
    case 'order': return 8 + 16 * a.i;
    case 'activate': return 9 + 16 * a.c;
  }
}
