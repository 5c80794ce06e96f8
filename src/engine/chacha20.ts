// The ChaCha20 block function (RFC 8439 §2.3) in plain TypeScript, so the server and the browser's
// replayer draw the same dice (node:crypto does not exist in the browser). Cross-checked against
// node:crypto's chacha20 in rng.test.ts.

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/**
 * Keystream words for blocks [block, block + blocks) of `key` (8 little-endian words) with a zero
 * nonce, written into `out` (16 words a block, in the order the keystream bytes read little-endian).
 */
export function chacha20Blocks(key: Uint32Array, block: number, blocks: number, out: Uint32Array): void {
  const k0 = key[0], k1 = key[1], k2 = key[2], k3 = key[3], k4 = key[4], k5 = key[5], k6 = key[6], k7 = key[7];
  // "expand 32-byte k"
  const c0 = 0x61707865, c1 = 0x3320646e, c2 = 0x79622d32, c3 = 0x6b206574;
  for (let b = 0; b < blocks; b++) {
    const ctr = (block + b) >>> 0;
    let x0 = c0, x1 = c1, x2 = c2, x3 = c3;
    let x4 = k0, x5 = k1, x6 = k2, x7 = k3, x8 = k4, x9 = k5, x10 = k6, x11 = k7;
    let x12 = ctr, x13 = 0, x14 = 0, x15 = 0;
    for (let r = 0; r < 10; r++) {
      // Column rounds.
      x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 16); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 12);
      x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 8); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 7);
      x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 16); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 12);
      x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 8); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 7);
      x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 16); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 12);
      x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 8); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 7);
      x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 16); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 12);
      x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 8); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 7);
      // Diagonal rounds.
      x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 16); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 12);
      x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 8); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 7);
      x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 16); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 12);
      x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 8); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 7);
      x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 16); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 12);
      x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 8); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 7);
      x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 16); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 12);
      x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 8); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 7);
    }
    const o = b * 16;
    out[o] = x0 + c0; out[o + 1] = x1 + c1; out[o + 2] = x2 + c2; out[o + 3] = x3 + c3;
    out[o + 4] = x4 + k0; out[o + 5] = x5 + k1; out[o + 6] = x6 + k2; out[o + 7] = x7 + k3;
    out[o + 8] = x8 + k4; out[o + 9] = x9 + k5; out[o + 10] = x10 + k6; out[o + 11] = x11 + k7;
    out[o + 12] = x12 + ctr; out[o + 13] = x13; out[o + 14] = x14; out[o + 15] = x15;
  }
}
