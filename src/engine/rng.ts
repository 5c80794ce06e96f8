// Seeded PRNG (sfc32, seeded through splitmix32). Its whole state is four uint32s kept in the
// game state, so clone/serialize/hash carry it and replays reproduce every die.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Hash any seed (number or string) to a uint32. */
export function seedToUint32(seed: number | string): number {
  const s = typeof seed === 'number' ? String(seed) : seed;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** Private constructor argument: build without seeding, for fromState. */
const UNSEEDED = Symbol('unseeded');

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

export class Rng implements RngState {
  a = 0;
  b = 0;
  c = 0;
  d = 0;

  constructor(seed?: number | string);
  /** Internal: UNSEEDED is not exported. */
  constructor(seed: typeof UNSEEDED);
  constructor(seed: number | string | typeof UNSEEDED = 0) {
    // Clones skip the seeding (a string hash and 16 draws): bots clone states by the million.
    if (seed === UNSEEDED) return;
    const sm = splitmix32(seedToUint32(seed));
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next();
  }

  static fromState(s: RngState): Rng {
    const r = new Rng(UNSEEDED);
    r.a = s.a >>> 0;
    r.b = s.b >>> 0;
    r.c = s.c >>> 0;
    r.d = s.d >>> 0;
    return r;
  }

  clone(): Rng {
    return Rng.fromState(this);
  }

  /** Next uint32. */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** A die roll 1..sides. */
  die(sides: number): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick from an empty list');
    return items[this.int(items.length)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** A fresh generator derived from this one (advances this one). */
  fork(): Rng {
    return new Rng(`${this.next()}:${this.next()}`);
  }
}
