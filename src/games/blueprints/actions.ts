// Blueprints actions: one discriminated union, handled by one exhaustive switch (apply.ts).
// Root actions are the active player's; decisions (aim/fire, block/done, use/pass) answer the queue.

export type BpAction =
  /** Production: a blueprint from hand (card index) onto a free line slot of its kind. */
  | { readonly t: 'make'; readonly c: number; readonly slot: number }
  /** Production: complete "You" via a free ground line, moving k W from the pool onto it. */
  | { readonly t: 'you'; readonly slot: number; readonly k: number }
  /** End production: on to the action phase. */
  | { readonly t: 'next' }
  /** An object with v > 0 moves to a cell within v. */
  | { readonly t: 'move'; readonly o: number; readonly cell: number }
  /** "You" moves to a cell within its v. */
  | { readonly t: 'walk'; readonly cell: number }
  /** 攜離: a [p] object at "You"'s coordinate onto a slot of "You"'s line. */
  | { readonly t: 'carry'; readonly o: number; readonly slot: number }
  /** 置於地面: an object on "You"'s line onto a free base line of its kind, where "You" stands. */
  | { readonly t: 'place'; readonly o: number; readonly slot: number }
  /** "You" at the base recombines with it. */
  | { readonly t: 'recombine' }
  /** Open a damage resolution (declaration follows as decisions). */
  | { readonly t: 'attack' }
  /** Use an object's effect on a target code. */
  | { readonly t: 'use'; readonly o: number; readonly x: number }
  /** End the turn. */
  | { readonly t: 'end' }
  /** Decision DECLARE: weapon o at target code x (shown). */
  | { readonly t: 'aim'; readonly o: number; readonly x: number }
  | { readonly t: 'fire' }
  /** Decision BLOCK: object o blocks the declared weapon number w. */
  | { readonly t: 'block'; readonly o: number; readonly w: number }
  | { readonly t: 'done' }
  /** Decision USE window: let it go. */
  | { readonly t: 'pass' };

const T = ['make', 'you', 'next', 'move', 'walk', 'carry', 'place', 'recombine', 'attack', 'use', 'end', 'aim', 'fire', 'block', 'done', 'pass'] as const;
const T_INDEX: Readonly<Record<BpAction['t'], number>> = Object.fromEntries(T.map((t, i) => [t, i])) as Record<BpAction['t'], number>;

function fields(a: BpAction): [number, number] {
  switch (a.t) {
    case 'make': return [a.c, a.slot];
    case 'you': return [a.slot, a.k];
    case 'move': return [a.o, a.cell];
    case 'walk': return [a.cell, 0];
    case 'carry': case 'place': return [a.o, a.slot];
    case 'use': case 'aim': return [a.o, a.x];
    case 'block': return [a.o, a.w];
    case 'next': case 'recombine': case 'attack': case 'end': case 'fire': case 'done': case 'pass': return [0, 0];
  }
}

export function actionKey(a: BpAction): string {
  const [x, y] = fields(a);
  return `${a.t}:${x}:${y}`;
}

/** Equal exactly when actionKey is: kind (4 bits), first field (11 bits), second (12 bits). Search keys every choice by it: no tuple. */
export function actionCode(a: BpAction): number {
  const k = T_INDEX[a.t];
  switch (a.t) {
    case 'make': return k + 16 * (a.c + 2048 * a.slot);
    case 'you': return k + 16 * (a.slot + 2048 * a.k);
    case 'move': return k + 16 * (a.o + 2048 * a.cell);
    case 'walk': return k + 16 * a.cell;
    case 'carry': case 'place': return k + 16 * (a.o + 2048 * a.slot);
    case 'use': case 'aim': return k + 16 * (a.o + 2048 * a.x);
    case 'block': return k + 16 * (a.o + 2048 * a.w);
    case 'next': case 'recombine': case 'attack': case 'end': case 'fire': case 'done': case 'pass': return k;
  }
}

export const NEXT: BpAction = { t: 'next' };
export const END: BpAction = { t: 'end' };
export const ATTACK: BpAction = { t: 'attack' };
export const RECOMBINE: BpAction = { t: 'recombine' };
export const FIRE: BpAction = { t: 'fire' };
export const DONE: BpAction = { t: 'done' };
export const PASS: BpAction = { t: 'pass' };

// Shared immutable action objects for the hot legal lists (random games list thousands per second):
// made once per distinct value, then reused (the same object every time: bots compare by identity).
// Kept by kind, then first field, then second: array reads, where a Map keyed by code hashed every
// action listed; and no closure per call.
const CACHE: BpAction[][][] = T.map(() => []);

function cached(k: number, x: number, y: number): BpAction | undefined {
  const row = CACHE[k][x];
  return row === undefined ? undefined : row[y];
}

function keep(k: number, x: number, y: number, a: BpAction): BpAction {
  const byX = CACHE[k];
  (byX[x] ??= [])[y] = a;
  return a;
}

const MAKE = T_INDEX.make, YOU = T_INDEX.you, MOVE = T_INDEX.move, WALK = T_INDEX.walk, AIM = T_INDEX.aim;
const BLOCK = T_INDEX.block, USE = T_INDEX.use, CARRY = T_INDEX.carry, PLACE = T_INDEX.place;

export const makeAct = (c: number, slot: number): BpAction => cached(MAKE, c, slot) ?? keep(MAKE, c, slot, { t: 'make', c, slot });
export const youAct = (slot: number, k: number): BpAction => cached(YOU, slot, k) ?? keep(YOU, slot, k, { t: 'you', slot, k });
export const moveAct = (o: number, cell: number): BpAction => cached(MOVE, o, cell) ?? keep(MOVE, o, cell, { t: 'move', o, cell });
export const walkAct = (cell: number): BpAction => cached(WALK, cell, 0) ?? keep(WALK, cell, 0, { t: 'walk', cell });
export const aimAct = (o: number, x: number): BpAction => cached(AIM, o, x) ?? keep(AIM, o, x, { t: 'aim', o, x });
export const blockAct = (o: number, w: number): BpAction => cached(BLOCK, o, w) ?? keep(BLOCK, o, w, { t: 'block', o, w });
export const useAct = (o: number, x: number): BpAction => cached(USE, o, x) ?? keep(USE, o, x, { t: 'use', o, x });
export const carryAct = (o: number, slot: number): BpAction => cached(CARRY, o, slot) ?? keep(CARRY, o, slot, { t: 'carry', o, slot });
export const placeAct = (o: number, slot: number): BpAction => cached(PLACE, o, slot) ?? keep(PLACE, o, slot, { t: 'place', o, slot });
