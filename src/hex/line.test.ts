import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  classifyLine,
  distance,
  hex,
  hexKey,
  hexesInRange,
  lineDeltaCached,
  lineHexes,
  type Hex,
  type LineClassification,
} from './index.js';

// Red Blob writes cube Hex(q, r, s); axial drops s (= -q - r).
function rb(q: number, r: number, s: number): Hex {
  if (q + r + s !== 0) throw new Error(`bad cube coordinate ${q},${r},${s}`);
  return hex(q, r);
}

const keys = (hs: readonly Hex[]): string[] => hs.map(hexKey).sort();

// ---------------------------------------------------------------------------
// Oracle 1: Red Blob's lerp + round line drawing, floating point with their
// nudge. Test-only. It is only a valid oracle when no sample point lies exactly
// on a cell boundary (there the nudge, not the geometry, picks the hex), so
// callers check `ambiguous` with exact integers and skip those pairs.

function cubeRound(fq: number, fr: number, fs: number): Hex {
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return hex(q, r);
}

function redBlobLine(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  const as = -a.q - a.r;
  const bs = -b.q - b.r;
  // Red Blob's nudge, moving both ends off the grid's symmetric positions.
  const aq = a.q + 1e-6, ar = a.r + 1e-6, aS = as - 2e-6;
  const bq = b.q + 1e-6, br = b.r + 1e-6, bS = bs - 2e-6;
  const step = 1 / Math.max(n, 1);
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = step * i;
    out.push(cubeRound(aq * (1 - t) + bq * t, ar * (1 - t) + br * t, aS * (1 - t) + bS * t));
  }
  return out;
}

// Does some sample a + (i/n)(b - a) lie exactly on the boundary of the cell the
// oracle assigned it to? Exact: scale by n so every quantity is an integer.
function oracleAmbiguous(a: Hex, b: Hex, line: Hex[]): boolean {
  const n = distance(a, b);
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let i = 0; i <= n; i++) {
    const c = line[i];
    const xq = n * (a.q - c.q) + i * dq;
    const xr = n * (a.r - c.r) + i * dr;
    const xs = -xq - xr;
    const m = Math.max(Math.abs(xq - xr), Math.abs(xr - xs), Math.abs(xs - xq));
    if (m > n) throw new Error('oracle rounded a sample into the wrong cell');
    if (m === n) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// Oracle 2: an independent exact classifier by the separating axis theorem on
// the hexagon polygon, in axial coordinates scaled by 3 so corners are integers.
// (Incidence and interiors survive the affine map from pixels to axial, so no
// metric is needed.) Candidate axes: each polygon edge line and the segment line.

// A cell's corners relative to its centre, x3, in cyclic order (the cube corner
// (2/3, -1/3, -1/3) and its 60-degree rotations).
const CORNERS = [[2, -1], [1, -2], [-1, -1], [-2, 1], [-1, 2], [1, 1]] as const;

function orient(ox: number, oy: number, ax: number, ay: number, px: number, py: number): number {
  return (ax - ox) * (py - oy) - (ay - oy) * (px - ox);
}

type Kind = 'centre' | 'crossed' | 'touched' | null;

function satKind(a: Hex, b: Hex, c: Hex): Kind {
  const ax = 3 * a.q, ay = 3 * a.r, bx = 3 * b.q, by = 3 * b.r, cx = 3 * c.q, cy = 3 * c.r;
  const poly = CORNERS.map(([x, y]) => [cx + x, cy + y] as const);
  const axes: ((x: number, y: number) => number)[] = [];
  poly.forEach(([ux, uy], i) => {
    const [vx, vy] = poly[(i + 1) % 6];
    axes.push((x, y) => orient(ux, uy, vx, vy, x, y));
  });
  if (ax !== bx || ay !== by) axes.push((x, y) => orient(ax, ay, bx, by, x, y));
  let closedHit = true;
  let openHit = true;
  for (const f of axes) {
    const ps = poly.map(([x, y]) => f(x, y));
    const minP = Math.min(...ps), maxP = Math.max(...ps);
    const fa = f(ax, ay), fb = f(bx, by);
    const minS = Math.min(fa, fb), maxS = Math.max(fa, fb);
    if (maxP < minS || maxS < minP) closedHit = false;
    if (maxP <= minS || maxS <= minP) openHit = false; // the open cell projects to (minP, maxP)
  }
  if (!closedHit) return null;
  const onLine = orient(ax, ay, bx, by, cx, cy) === 0;
  const dot = (cx - ax) * (bx - ax) + (cy - ay) * (by - ay);
  const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const centre = len2 === 0 ? cx === ax && cy === ay : onLine && dot >= 0 && dot <= len2;
  if (centre) return 'centre';
  return openHit ? 'crossed' : 'touched';
}

function satClassify(a: Hex, b: Hex): { centres: string[]; crossed: string[]; touched: string[] } {
  const out = { centres: [] as string[], crossed: [] as string[], touched: [] as string[] };
  // Deliberately wider than the implementation's candidate set.
  for (const c of hexesInRange(a, distance(a, b) + 3)) {
    const k = satKind(a, b, c);
    if (k === 'centre') out.centres.push(hexKey(c));
    else if (k === 'crossed') out.crossed.push(hexKey(c));
    else if (k === 'touched') out.touched.push(hexKey(c));
  }
  out.centres.sort();
  out.crossed.sort();
  out.touched.sort();
  return out;
}

function asKeySets(c: LineClassification): { centres: string[]; crossed: string[]; touched: string[] } {
  return { centres: keys(c.centres), crossed: keys(c.crossed), touched: keys(c.touched) };
}

// 60-degree rotations about the origin (Red Blob hex_rotate_left/right).
const rotateLeft = (h: Hex): Hex => hex(h.q + h.r, -h.q); // (q,r,s) -> (-s,-q,-r)
const rotateRight = (h: Hex): Hex => hex(-h.r, h.q + h.r); // (q,r,s) -> (-r,-s,-q)

const area8 = fc
  .tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }))
  .filter(([q, r]) => Math.abs(q + r) <= 8)
  .map(([q, r]) => hex(q, r));
const farCoord = fc.integer({ min: -1000, max: 1000 });
const farHex = fc.tuple(farCoord, farCoord).map(([q, r]) => hex(q, r));

// ---------------------------------------------------------------------------

describe('Red Blob Games published examples', () => {
  it('hex_linedraw(Hex(0,0,0), Hex(1,-5,4))', () => {
    const expected = [rb(0, 0, 0), rb(0, -1, 1), rb(0, -2, 2), rb(1, -3, 2), rb(1, -4, 3), rb(1, -5, 4)];
    expect(lineHexes(rb(0, 0, 0), rb(1, -5, 4))).toEqual(expected);
    expect(redBlobLine(rb(0, 0, 0), rb(1, -5, 4))).toEqual(expected);
    // D = (1,-5,4) passes exactly through corners at t = 1/3 and t = 2/3 (hand-
    // checked: (1/3,-5/3,4/3) is the corner of (0,-1), (0,-2), (1,-2), and
    // (2/3,-10/3,8/3) the corner of (1,-3), (0,-3), (1,-4)). Red Blob's nudge
    // happens to keep it on the side we call crossed.
    const c = classifyLine(rb(0, 0, 0), rb(1, -5, 4));
    expect(c.centres).toEqual([hex(0, 0), hex(1, -5)]);
    expect(c.touched).toEqual([hex(1, -2), hex(0, -3)]);
  });

  it('hex_round examples (validates the test oracle rounding)', () => {
    expect(cubeRound(5, -10, 5)).toEqual(rb(5, -10, 5)); // lerp((0,0,0),(10,-20,10),0.5)
    expect(cubeRound(0.499, -0.499, 0)).toEqual(rb(0, 0, 0)); // lerp(a, b, 0.499)
    expect(cubeRound(0.501, -0.501, 0)).toEqual(rb(1, -1, 0)); // lerp(a, b, 0.501)
    expect(cubeRound(0.3, -0.6, 0.3)).toEqual(rb(0, 0, 0)); // 0.4 a + 0.3 b + 0.3 c
    expect(cubeRound(0.3, -0.7, 0.4)).toEqual(rb(0, -1, 1)); // 0.3 a + 0.3 b + 0.4 c
  });

  it('hex_rotate_left / hex_rotate_right (validates the test rotation helpers)', () => {
    expect(rotateRight(rb(1, -3, 2))).toEqual(rb(3, -2, -1));
    expect(rotateLeft(rb(1, -3, 2))).toEqual(rb(-2, -1, 3));
  });
});

describe('classifyLine exact edge cases', () => {
  it('a == b: just the hex itself', () => {
    expect(classifyLine(hex(4, -2), hex(4, -2))).toEqual({ centres: [hex(4, -2)], crossed: [], touched: [] });
    expect(lineHexes(hex(4, -2), hex(4, -2))).toEqual([hex(4, -2)]);
  });

  it('straight along a direction: centres only, in order', () => {
    expect(classifyLine(hex(0, 0), hex(3, 0))).toEqual({
      centres: [hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0)],
      crossed: [],
      touched: [],
    });
    // Every direction and its reverse.
    for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]]) {
      const c = classifyLine(hex(2, 1), hex(2 + 4 * dq, 1 + 4 * dr));
      expect(c.centres).toEqual([0, 1, 2, 3, 4].map((k) => hex(2 + k * dq, 1 + k * dr)));
      expect(c.crossed).toEqual([]);
      expect(c.touched).toEqual([]);
    }
  });

  it('(0,0) -> (1,1), cube (1,1,-2): runs along the shared edge of (1,0) and (0,1)', () => {
    // In cube coordinates p(t) = (t, t, -2t). It leaves (0,0) at the vertex
    // t = 1/3, runs along the edge between (1,0) and (0,1) until the vertex at
    // t = 2/3 and then enters (1,1). Its midpoint (1/2, 1/2, -1) is the midpoint
    // of that edge. Neither side hex has its interior crossed.
    const c = classifyLine(hex(0, 0), hex(1, 1));
    expect(c).toEqual({ centres: [hex(0, 0), hex(1, 1)], crossed: [], touched: [hex(0, 1), hex(1, 0)] });
    expect(lineHexes(hex(0, 0), hex(1, 1))).toEqual([hex(0, 0), hex(1, 1)]);
    // Red Blob's nudged line draw picks a side instead: 3 hexes.
    expect(redBlobLine(hex(0, 0), hex(1, 1))).toHaveLength(3);
  });

  it('all six edge-aligned ("diagonal") directions behave the same way', () => {
    // Red Blob's diagonal offsets; the two touched hexes are the common neighbours.
    const diagonals = [rb(2, -1, -1), rb(1, -2, 1), rb(-1, -1, 2), rb(-2, 1, 1), rb(-1, 2, -1), rb(1, 1, -2)];
    const a = hex(-3, 5);
    for (const d of diagonals) {
      const b = hex(a.q + d.q, a.r + d.r);
      const c = classifyLine(a, b);
      expect(c.centres).toEqual([a, b]);
      expect(c.crossed).toEqual([]);
      const common = hexesInRange(a, 1).filter((h) => distance(h, a) === 1 && distance(h, b) === 1);
      expect(c.touched).toEqual(common); // both at t = 1/3, so ordered by q then r
      // Twice as long: the middle hex's centre is on the line, four side hexes touched.
      const c2 = classifyLine(a, hex(a.q + 2 * d.q, a.r + 2 * d.r));
      expect(c2.centres).toEqual([a, b, hex(a.q + 2 * d.q, a.r + 2 * d.r)]);
      expect(c2.crossed).toEqual([]);
      expect(c2.touched).toHaveLength(4);
    }
  });

  it('passing exactly through a vertex: two hexes crossed, the third only touched', () => {
    // (0,0) -> (4,-5), cube D = (4,-5,1). At t = 1/3 the segment is at
    // (4/3,-5/3,1/3), the corner shared by (1,-1), (1,-2) and (2,-2). Just before
    // it the point is inside (1,-1), just after inside (2,-2); (1,-2) is met only
    // at that corner (hand-checked with the |dq-dr|, |dr-ds|, |ds-dq| <= 1 test).
    // Likewise at t = 2/3 the corner of (2,-3), (3,-3), (3,-4): (3,-3) is touched.
    const c = classifyLine(hex(0, 0), hex(4, -5));
    expect(c).toEqual({
      centres: [hex(0, 0), hex(4, -5)],
      crossed: [hex(1, -1), hex(2, -2), hex(2, -3), hex(3, -4)],
      touched: [hex(1, -2), hex(3, -3)],
    });
    expect(lineHexes(hex(0, 0), hex(4, -5))).toEqual([
      hex(0, 0), hex(1, -1), hex(2, -2), hex(2, -3), hex(3, -4), hex(4, -5),
    ]);
  });

  it('clipping a corner: more hexes than distance + 1, none of them only touched', () => {
    // (0,0) -> (3,1), cube D = (3,1,-4), distance 4. Hand-solved parameter
    // intervals (|alpha + beta t| <= 1 for each of the three differences):
    //   (1,0): [1/7, 2/5]   (1,1): [2/5, 1/2]   (2,0): [1/2, 3/5]   (2,1): [3/5, 6/7]
    // Each has positive length, so all four are crossed: 6 hexes, not 5.
    const c = classifyLine(hex(0, 0), hex(3, 1));
    expect(c).toEqual({
      centres: [hex(0, 0), hex(3, 1)],
      crossed: [hex(1, 0), hex(1, 1), hex(2, 0), hex(2, 1)],
      touched: [],
    });
    expect(lineHexes(hex(0, 0), hex(3, 1))).toEqual([
      hex(0, 0), hex(1, 0), hex(1, 1), hex(2, 0), hex(2, 1), hex(3, 1),
    ]);
  });

  it('touched lists are ordered by first contact along a -> b', () => {
    // Reversed, the t = 2/3 corner comes first.
    expect(classifyLine(hex(4, -5), hex(0, 0)).touched).toEqual([hex(3, -3), hex(1, -2)]);
  });

  it('rejects non-integer coordinates instead of guessing', () => {
    expect(() => classifyLine(hex(0, 0), hex(0.5, 1))).toThrow(RangeError);
    expect(() => lineHexes(hex(0.5, 0), hex(1, 1))).toThrow(RangeError);
    expect(() => lineDeltaCached(Number.NaN, 0)).toThrow(RangeError);
    // Beyond the bound where integer products could lose exactness.
    expect(() => lineDeltaCached(2 ** 23 + 1, 0)).toThrow(RangeError);
  });
});

describe('classifyLine agrees with an independent exact oracle (separating axes)', () => {
  it('every delta within distance 10 of the origin', () => {
    const origin = hex(0, 0);
    for (const b of hexesInRange(origin, 10)) {
      expect(asKeySets(classifyLine(origin, b)), `0,0 -> ${hexKey(b)}`).toEqual(satClassify(origin, b));
    }
  });

  it('random pairs anywhere', () => {
    const near = fc.tuple(farHex, fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }));
    fc.assert(
      fc.property(near, ([a, dq, dr]) => {
        const b = hex(a.q + dq, a.r + dr);
        expect(asKeySets(classifyLine(a, b))).toEqual(satClassify(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('random longer segments (the candidate band along the segment misses nothing)', () => {
    const delta = fc.integer({ min: -40, max: 40 });
    fc.assert(
      fc.property(farHex, delta, delta, (a, dq, dr) => {
        const b = hex(a.q + dq, a.r + dr);
        expect(asKeySets(classifyLine(a, b))).toEqual(satClassify(a, b));
      }),
      { numRuns: 40 },
    );
  });
});

describe('lineHexes versus Red Blob hex_linedraw', () => {
  // Red Blob's line draw samples n + 1 points (n = distance) and rounds each.
  // Where a sample sits exactly on a cell boundary the float nudge, not the
  // geometry, picks the hex, and where touched is nonempty the segment runs
  // along an edge or through a corner; those pairs are skipped.
  //
  // On the remaining pairs the two do NOT always agree: a segment can clip the
  // corner of a third hex between two samples, which lineHexes (every hex whose
  // interior is crossed) reports and the sampler cannot. Smallest unambiguous
  // case: (0,0) -> (6,1), distance 7. Hex (2,1) is crossed for t in [3/8, 2/5]
  // (hand-solved: [0, 2/5], [3/8, 5/8], [4/13, 6/13] intersected), which lies
  // strictly between the samples t = 2/7 and 3/7. What does hold, and is tested:
  // every sample's hex is crossed, so Red Blob's line is an in-order subsequence
  // of lineHexes, and the two are equal whenever lineHexes has n + 1 hexes.
  function isSubsequence(sub: readonly Hex[], seq: readonly Hex[]): boolean {
    let j = 0;
    for (const h of seq) if (j < sub.length && sub[j].q === h.q && sub[j].r === h.r) j++;
    return j === sub.length;
  }

  type Outcome = 'skipped' | 'equal' | 'superset';
  function compare(a: Hex, b: Hex): Outcome {
    const oracle = redBlobLine(a, b);
    if (classifyLine(a, b).touched.length > 0 || oracleAmbiguous(a, b, oracle)) return 'skipped';
    const line = lineHexes(a, b);
    expect(isSubsequence(oracle, line), `${hexKey(a)} -> ${hexKey(b)}`).toBe(true);
    if (line.length === distance(a, b) + 1) {
      expect(line).toEqual(oracle);
      return 'equal';
    }
    return 'superset';
  }

  it('the documented corner clip (0,0) -> (6,1)', () => {
    const a = hex(0, 0);
    const b = hex(6, 1);
    expect(oracleAmbiguous(a, b, redBlobLine(a, b))).toBe(false);
    expect(classifyLine(a, b).touched).toEqual([]);
    expect(redBlobLine(a, b)).toEqual([
      hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0), hex(3, 1), hex(4, 1), hex(5, 1), hex(6, 1),
    ]);
    expect(lineHexes(a, b)).toEqual([
      hex(0, 0), hex(1, 0), hex(2, 0), hex(2, 1), hex(3, 0), hex(3, 1), hex(4, 0), hex(4, 1), hex(5, 1), hex(6, 1),
    ]);
    expect(compare(a, b)).toBe('superset');
  });

  it('exhaustively from the origin to every hex within distance 16', () => {
    const counts = { skipped: 0, equal: 0, superset: 0 };
    for (const b of hexesInRange(hex(0, 0), 16)) {
      if (b.q === 0 && b.r === 0) continue;
      counts[compare(hex(0, 0), b)]++;
    }
    // Guard against the test becoming vacuous in either branch.
    expect(counts.equal).toBeGreaterThan(100);
    expect(counts.superset).toBeGreaterThan(100);
  });

  it('every pair with distance <= 6 that is unambiguous agrees exactly', () => {
    // Corner clips between samples need a long enough segment; none exist this short.
    for (const b of hexesInRange(hex(0, 0), 6)) {
      if (b.q === 0 && b.r === 0) continue;
      expect(compare(hex(0, 0), b)).not.toBe('superset');
    }
  });

  it('random pairs in a radius-8 area (fast-check)', () => {
    fc.assert(
      fc.property(area8, area8, (a, b) => {
        fc.pre(!(a.q === b.q && a.r === b.r));
        fc.pre(compare(a, b) !== 'skipped');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('classifyLine properties', () => {
  const pair = fc.oneof(fc.tuple(area8, area8), fc.tuple(farHex, farHex));

  it('a and b are always centres; lists are disjoint and duplicate-free', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const c = classifyLine(a, b);
        const centres = keys(c.centres);
        expect(centres).toContain(hexKey(a));
        expect(centres).toContain(hexKey(b));
        const all = [...c.centres, ...c.crossed, ...c.touched].map(hexKey);
        expect(new Set(all).size).toBe(all.length);
      }),
    );
  });

  it('every hex met is within distance(a, b) of a (and of b)', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const n = distance(a, b);
        const c = classifyLine(a, b);
        for (const h of [...c.centres, ...c.crossed, ...c.touched]) {
          expect(distance(a, h)).toBeLessThanOrEqual(n);
          expect(distance(b, h)).toBeLessThanOrEqual(n);
        }
      }),
    );
  });

  it('symmetric: b -> a meets the same hexes in the same way; lineHexes reverses', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(asKeySets(classifyLine(b, a))).toEqual(asKeySets(classifyLine(a, b)));
        expect(lineHexes(b, a)).toEqual(lineHexes(a, b).reverse());
      }),
    );
  });

  it('translation invariant', () => {
    fc.assert(
      fc.property(pair, farHex, ([a, b], t) => {
        const shift = (h: Hex): Hex => hex(h.q + t.q, h.r + t.r);
        const c = classifyLine(a, b);
        expect(classifyLine(shift(a), shift(b))).toEqual({
          centres: c.centres.map(shift),
          crossed: c.crossed.map(shift),
          touched: c.touched.map(shift),
        });
      }),
    );
  });

  it('rotation invariant (60 degrees about the origin)', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const c = classifyLine(a, b);
        const left = classifyLine(rotateLeft(a), rotateLeft(b));
        expect(asKeySets(left)).toEqual(asKeySets({
          centres: c.centres.map(rotateLeft),
          crossed: c.crossed.map(rotateLeft),
          touched: c.touched.map(rotateLeft),
        }));
        expect(lineHexes(rotateRight(a), rotateRight(b))).toEqual(lineHexes(a, b).map(rotateRight));
      }),
    );
  });

  it('lineHexes is centres ∪ crossed, starts at a, ends at b, and steps to neighbours unless an edge is followed', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const c = classifyLine(a, b);
        const line = lineHexes(a, b);
        expect(keys(line)).toEqual(keys([...c.centres, ...c.crossed]));
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) {
          const step = distance(line[i - 1], line[i]);
          // Consecutive hexes are adjacent, except across a stretch where the
          // segment runs along an edge (which touches hexes and skips to the
          // next centre two steps away).
          if (c.touched.length === 0) expect(step).toBe(1);
          else expect(step === 1 || step === 2).toBe(true);
        }
        // Never heads back towards a. (Every boundary edge of the ball of hexes
        // within k of a has a's centre strictly on its inner side, so the ball
        // is star-shaped from that centre and a ray from it leaves it once.)
        // Not strictly increasing: a clipped corner can sit level with its
        // neighbour, e.g. (0,0) -> (3,1) visits (1,1) then (2,0), both at 2.
        for (let i = 1; i < line.length; i++) {
          expect(distance(a, line[i])).toBeGreaterThanOrEqual(distance(a, line[i - 1]));
        }
      }),
    );
  });
});

describe('lineDeltaCached', () => {
  it('returns the same frozen object for the same delta, and classifyLine translates it', () => {
    const d = lineDeltaCached(3, -2);
    expect(lineDeltaCached(3, -2)).toBe(d);
    expect(Object.isFrozen(d)).toBe(true);
    expect(Object.isFrozen(d.centres)).toBe(true);
    expect(Object.isFrozen(d.through)).toBe(true);
    const a = hex(10, 20);
    const c = classifyLine(a, hex(13, 18));
    expect(c.centres).toEqual(d.centres.map((h) => hex(h.q + a.q, h.r + a.r)));
    expect(c.crossed).toEqual(d.crossed.map((h) => hex(h.q + a.q, h.r + a.r)));
    expect(c.touched).toEqual(d.touched.map((h) => hex(h.q + a.q, h.r + a.r)));
    expect(lineHexes(a, hex(13, 18))).toEqual(d.through.map((h) => hex(h.q + a.q, h.r + a.r)));
  });

  it('callers cannot corrupt the cache through returned arrays', () => {
    const first = classifyLine(hex(0, 0), hex(5, -1));
    first.centres.push(hex(99, 99));
    first.crossed.length = 0;
    expect(classifyLine(hex(0, 0), hex(5, -1))).not.toEqual(first);
    expect(classifyLine(hex(0, 0), hex(5, -1)).centres).not.toContainEqual(hex(99, 99));
  });
});
