// Seeded generators, in one class so every state's `rng` field has one hidden class. Two schemes:
// - 'chacha20': the dice of real matches. A keyed cryptographic stream: the key is SHA-256 of the
//   whole seed, so no search over seeds (or over a 32-bit hash of them) predicts the dice.
// - 'sfc32' (seeded through a 32-bit FNV-1a hash and splitmix32): the legacy dice of matches
//   recorded before chacha20, kept bit for bit, and the fast generator of bots, determinizations and
//   simulations, where no player sees the numbers.
// The state is small plain data (toJSON), so clone/serialize/hash carry it and replays reproduce
// every die.
import { chacha20Blocks } from './chacha20.js';
import { sha256 } from './sha256.js';

export type DiceScheme = 'sfc32' | 'chacha20';
export const DICE_SCHEMES: readonly DiceScheme[] = ['sfc32', 'chacha20'];
/** The scheme of records that name none (recorded before the dice had a scheme). */
export const LEGACY_DICE: DiceScheme = 'sfc32';
/** The dice of new matches. */
export const DEFAULT_DICE: DiceScheme = 'chacha20';

export function isDiceScheme(x: unknown): x is DiceScheme {
  return x === 'sfc32' || x === 'chacha20';
}

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

/** Hash any seed (number or string) to a uint32 (the legacy sfc32 seeding). */
export function seedToUint32(seed: number | string): number {
  const s = typeof seed === 'number' ? String(seed) : seed;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** The chacha20 key of a seed: SHA-256 of a domain tag and the whole seed. */
function diceKeyBytes(seed: number | string): Uint8Array {
  return sha256(utf8(`sandtable/dice/chacha20/v1:${String(seed)}`));
}

const encoder = new TextEncoder();

/**
 * UTF-8 bytes of `s`. Seeds are nearly always ASCII, and a match starts with this: copied by hand,
 * since TextEncoder's call cost more than the hash of so short a string (a fifth of a tic-tac-toe game).
 */
function utf8(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return encoder.encode(s);
    out[i] = c;
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The chacha20 key of a seed, as hex (what the state holds). */
export function diceKey(seed: number | string): string {
  let hex = '';
  for (const b of diceKeyBytes(seed)) hex += HEX[b];
  return hex;
}

/** The legacy state: four uint32s (records' hashes depend on exactly this JSON). */
export interface Sfc32State {
  a: number;
  b: number;
  c: number;
  d: number;
}

/**
 * A chacha20 stream: 256-bit key (hex), zero nonce (each key draws one stream only), and the
 * position in 32-bit keystream words.
 */
export interface ChaChaState {
  scheme: 'chacha20';
  key: string;
  pos: number;
}

export type RngState = Sfc32State | ChaChaState;

/**
 * Keystream words made at a time: a die is a buffer read, a refill (~1 µs) every 64 draws. Small,
 * because a match starts with one and a short game draws only a few dozen words.
 */
const CHUNK_WORDS = 64;
const CHUNK_BLOCKS = CHUNK_WORDS / 16;
const NO_WORDS = new Uint32Array(0);

/** Private constructor argument: build without seeding, for fromState and clone. */
const UNSEEDED = Symbol('unseeded');

/** Little-endian words of the key bytes (RFC 8439). */
function keyWords(bytes: Uint8Array): Uint32Array {
  const w = new Uint32Array(8);
  for (let i = 0; i < 8; i++) w[i] = (bytes[i * 4] | (bytes[i * 4 + 1] << 8) | (bytes[i * 4 + 2] << 16) | (bytes[i * 4 + 3] << 24)) >>> 0;
  return w;
}

function hexKeyWords(hex: string): Uint32Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error('Rng: a chacha20 key is 64 lowercase hex digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return keyWords(bytes);
}

export class Rng {
  // sfc32 state (zero under chacha20).
  a = 0;
  b = 0;
  c = 0;
  d = 0;
  scheme: DiceScheme = 'sfc32';
  /** chacha20: the key as hex ('' under sfc32), and the next keystream word to hand out. */
  key = '';
  pos = 0;
  /** chacha20: the key as words, and the keystream words [chunkAt, chunkAt + chunk.length). Both
   * are immutable and shared by clones: a clone costs a few field copies, not a keystream. */
  private keyW: Uint32Array = NO_WORDS;
  private chunk: Uint32Array = NO_WORDS;
  private chunkAt = 0;

  constructor(seed?: number | string, scheme?: DiceScheme);
  /** Internal: UNSEEDED is not exported. */
  constructor(seed: typeof UNSEEDED);
  constructor(seed: number | string | typeof UNSEEDED = 0, scheme: DiceScheme = 'sfc32') {
    // Clones skip the seeding (a string hash and 16 draws): bots clone states by the million.
    if (seed === UNSEEDED) return;
    if (scheme === 'chacha20') {
      const bytes = diceKeyBytes(seed);
      this.scheme = 'chacha20';
      let hex = '';
      for (const b of bytes) hex += HEX[b];
      this.key = hex;
      this.keyW = keyWords(bytes);
      return;
    }
    if (scheme !== 'sfc32') throw new Error(`Rng: unknown dice scheme ${String(scheme)}`);
    const sm = splitmix32(seedToUint32(seed));
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A generator of `scheme` for a seed (what matches use). */
  static create(seed: number | string, scheme: DiceScheme): Rng {
    return new Rng(seed, scheme);
  }

  static fromState(s: RngState): Rng {
    const r = new Rng(UNSEEDED);
    if ('scheme' in s && s.scheme === 'chacha20') {
      if (!Number.isSafeInteger(s.pos) || s.pos < 0) throw new Error('Rng: a chacha20 position is a non-negative integer');
      r.scheme = 'chacha20';
      r.key = s.key;
      r.keyW = hexKeyWords(s.key);
      r.pos = s.pos;
      return r;
    }
    const l = s as Sfc32State;
    r.a = l.a >>> 0;
    r.b = l.b >>> 0;
    r.c = l.c >>> 0;
    r.d = l.d >>> 0;
    return r;
  }

  clone(): Rng {
    const r = new Rng(UNSEEDED);
    r.a = this.a;
    r.b = this.b;
    r.c = this.c;
    r.d = this.d;
    r.scheme = this.scheme;
    r.key = this.key;
    r.pos = this.pos;
    r.keyW = this.keyW;
    r.chunk = this.chunk;
    r.chunkAt = this.chunkAt;
    return r;
  }

  /** Make this generator a copy of `src` in place (for a game's `cloneInto`); returns this. */
  copyFrom(src: Rng): this {
    this.a = src.a;
    this.b = src.b;
    this.c = src.c;
    this.d = src.d;
    this.scheme = src.scheme;
    this.key = src.key;
    this.pos = src.pos;
    this.keyW = src.keyW;
    this.chunk = src.chunk;
    this.chunkAt = src.chunkAt;
    return this;
  }

  /** The plain state (what hashState and records see): legacy states keep their old JSON. */
  toJSON(): RngState {
    if (this.scheme === 'chacha20') return { scheme: 'chacha20', key: this.key, pos: this.pos };
    return { a: this.a, b: this.b, c: this.c, d: this.d };
  }

  /** Next uint32. */
  next(): number {
    if (this.scheme === 'sfc32') {
      const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
      this.d = (this.d + 1) >>> 0;
      this.a = this.b ^ (this.b >>> 9);
      this.b = (this.c + (this.c << 3)) >>> 0;
      this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
      this.c = (this.c + t) >>> 0;
      return t;
    }
    const i = this.pos - this.chunkAt;
    if (i < 0 || i >= this.chunk.length) this.refill();
    return this.chunk[this.pos++ - this.chunkAt];
  }

  /**
   * A fresh chunk holding `pos` (never written into: clones may share the old one). The first is one
   * block: a short game draws a few words, and a match pays its first chunk as it starts.
   */
  private refill(): void {
    const first = this.pos < 16;
    const at = first ? 0 : this.pos - (this.pos % 16);
    const blocks = first ? 1 : CHUNK_BLOCKS;
    const words = new Uint32Array(blocks * 16);
    chacha20Blocks(this.keyW, at / 16, blocks, words);
    this.chunk = words;
    this.chunkAt = at;
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

  /**
   * A fresh fast (sfc32) generator derived from this one (advances this one), for determinizations
   * and bots: its whole 128-bit state comes from four draws, not from a 32-bit hash.
   */
  fork(): Rng {
    const r = new Rng(UNSEEDED);
    r.a = this.next();
    r.b = this.next();
    r.c = this.next();
    r.d = this.next();
    for (let i = 0; i < 12; i++) r.next();
    return r;
  }
}
