// Pointy-top hex grid in axial coordinates (q, r); the implicit cube coordinate
// is s = -q - r. Conventions follow Red Blob Games
// (https://www.redblobgames.com/grids/hexagons/) so published examples apply.

export interface Hex {
  readonly q: number;
  readonly r: number;
}

// `+ 0` turns -0 into +0 so equal hexes are also deep-equal (Object.is-based
// matchers and Map keys built from them would otherwise see two zeros).
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

const KEY_PATTERN = /^(-?\d+),(-?\d+)$/;

export function parseHexKey(k: string): Hex {
  const m = KEY_PATTERN.exec(k);
  // Reject anything hexKey could not have produced rather than guessing.
  if (m === null) throw new Error(`invalid hex key: ${JSON.stringify(k)}`);
  return hex(Number(m[1]), Number(m[2]));
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexSub(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

// Red Blob order, so direction indices match their published examples and
// ring() walks the ring the same way theirs does.
export const DIRECTIONS: readonly Hex[] = Object.freeze(
  [hex(1, 0), hex(1, -1), hex(0, -1), hex(-1, 0), hex(-1, 1), hex(0, 1)].map((d) => Object.freeze(d)),
);

// Direction indices wrap mod 6 so callers can rotate by adding to the index.
export function neighbor(h: Hex, dir: number): Hex {
  if (!Number.isInteger(dir)) throw new RangeError(`direction must be an integer, got ${dir}`);
  const d = DIRECTIONS[((dir % 6) + 6) % 6];
  return hex(h.q + d.q, h.r + d.r);
}

export function neighbors(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => hex(h.q + d.q, h.r + d.r));
}

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  // ds = -dq - dr; the sum of the three |deltas| is always even.
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

function checkRadius(radius: number): void {
  if (!Number.isInteger(radius)) throw new RangeError(`radius must be an integer, got ${radius}`);
}

// Red Blob's range loop: q ascending, then r ascending. A negative radius is the
// empty set (no hex is at distance <= -1).
export function hexesInRange(center: Hex, radius: number): Hex[] {
  checkRadius(radius);
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const rMin = Math.max(-radius, -dq - radius);
    const rMax = Math.min(radius, -dq + radius);
    for (let dr = rMin; dr <= rMax; dr++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out;
}

// Red Blob's ring walk: start radius steps in direction 4, then take radius
// steps in each direction 0..5 in turn.
export function ring(center: Hex, radius: number): Hex[] {
  checkRadius(radius);
  if (radius < 0) return [];
  if (radius === 0) return [hex(center.q, center.r)];
  const out: Hex[] = [];
  let q = center.q + DIRECTIONS[4].q * radius;
  let r = center.r + DIRECTIONS[4].r * radius;
  for (let i = 0; i < 6; i++) {
    const d = DIRECTIONS[i];
    for (let j = 0; j < radius; j++) {
      out.push(hex(q, r));
      q += d.q;
      r += d.r;
    }
  }
  return out;
}

// "odd-r" offset layout: odd rows are shoved half a hex right. `row & 1` is 1 for
// negative odd rows too (two's complement), and row - (row & 1) is even, so the
// division is exact.
export function offsetToAxial(col: number, row: number): Hex {
  return hex(col - (row - (row & 1)) / 2, row);
}

export function axialToOffset(h: Hex): { col: number; row: number } {
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r + 0 };
}

const SQRT3 = Math.sqrt(3);

// Pixel centre for drawing only; game logic must never depend on these floats.
// size is the centre-to-corner distance; +y points down the screen.
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
  return { x: size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), y: size * (1.5 * h.r) };
}
