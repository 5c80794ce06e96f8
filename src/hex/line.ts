// Exact classification of the hexes met by the straight segment between two hex
// centres. Everything is integer arithmetic: rules such as line of sight must not
// depend on floating-point rounding or epsilon nudges.
//
// Geometry. In cube coordinates (q, r, s), q + r + s = 0, the closed cell of the
// hex centred at c is { p : |dq - dr| <= 1, |dr - ds| <= 1, |ds - dq| <= 1 } with
// d = p - c. (Each pair of inequalities says "at least as close to c as to the
// neighbours c ± v" for one of the three neighbour axes v, so this is the true
// Voronoi cell; the cube embedding is a similarity, so it is the drawn hexagon.)
// On the segment p(t) = a + t (b - a), each difference is alpha + beta t with
// integer alpha, beta, so the cell's set of t is an interval with rational
// endpoints; rationals are compared by cross-multiplying.

import { type Hex, hex } from './axial.js';

export interface LineClassification {
  /** Hexes whose centre lies on the segment (always includes a and b). */
  centres: Hex[];
  /** Hexes whose interior the segment crosses, but not through their centre. */
  crossed: Hex[];
  /** Hexes the segment meets only on their boundary (edge or vertex). */
  touched: Hex[];
}

/** Classification of the segment from (0,0) to a delta; shared, never mutate. */
export interface LineDelta {
  readonly centres: readonly Hex[];
  readonly crossed: readonly Hex[];
  readonly touched: readonly Hex[];
  /** centres ∪ crossed in order along the segment (what lineHexes returns). */
  readonly through: readonly Hex[];
}

// Plain numeric tags (not an enum) so the hot loop compares small integers.
const NONE = 0;
const TOUCHED = 1;
const CROSSED = 2;
const CENTRE = 3;
type Kind = typeof NONE | typeof TOUCHED | typeof CROSSED | typeof CENTRE;

interface Met {
  readonly h: Hex;
  readonly kind: Kind;
  // First contact along the segment, t = loN / loD with loD > 0.
  readonly loN: number;
  readonly loD: number;
}

// Scratch result of classifyCell; reused so scanning candidates does not allocate.
const scratch: { kind: Kind; loN: number; loD: number } = { kind: NONE, loN: 0, loD: 1 };

// Classify the cell centred at c = (cq, cr) against the segment from the origin to
// D = (dq, dr). Writes the result into `scratch`.
function classifyCell(cq: number, cr: number, dq: number, dr: number): void {
  const cs = -cq - cr;
  const ds = -dq - dr;
  // Position relative to c is e + t D with e = -c.
  // Running intersection of the constraint intervals with [0, 1].
  let loN = 0;
  let loD = 1;
  let hiN = 1;
  let hiD = 1;
  let closedOk = true; // constant constraints allow the boundary
  let strictOk = true; // constant constraints allow the interior

  // The three constraints |alpha + beta t| <= 1, for the differences q-r, r-s, s-q.
  for (let i = 0; i < 3; i++) {
    let alpha: number;
    let beta: number;
    if (i === 0) {
      alpha = cr - cq;
      beta = dq - dr;
    } else if (i === 1) {
      alpha = cs - cr;
      beta = dr - ds;
    } else {
      alpha = cq - cs;
      beta = ds - dq;
    }
    if (beta === 0) {
      // Constant along the segment. |alpha| == 1 means the segment runs exactly
      // along one of this cell's edge lines: boundary only, never the interior.
      if (alpha > 1 || alpha < -1) {
        closedOk = false;
        break;
      }
      if (alpha !== 0) strictOk = false;
      continue;
    }
    // -1 <= alpha + beta t <= 1, solved for t with a positive denominator.
    let lowN: number;
    let highN: number;
    let den: number;
    if (beta > 0) {
      lowN = -1 - alpha;
      highN = 1 - alpha;
      den = beta;
    } else {
      lowN = alpha - 1;
      highN = alpha + 1;
      den = -beta;
    }
    if (lowN * loD > loN * den) {
      loN = lowN;
      loD = den;
    }
    if (highN * hiD < hiN * den) {
      hiN = highN;
      hiD = den;
    }
  }

  scratch.loN = loN;
  scratch.loD = loD;
  const cmp = loN * hiD - hiN * loD; // sign of lo - hi
  if (!closedOk || cmp > 0) {
    scratch.kind = NONE;
  } else if (!strictOk || cmp === 0) {
    // The open interval (lo, hi) is empty, or a constant constraint sits on
    // ±1: the segment meets the cell only on its boundary.
    scratch.kind = TOUCHED;
  } else {
    scratch.kind = isCentreOnSegment(cq, cr, dq, dr) ? CENTRE : CROSSED;
  }
}

// Is c = t D for some t in [0, 1]? Collinearity is a cross product; the
// parameter t is then read off any non-zero component of D.
function isCentreOnSegment(cq: number, cr: number, dq: number, dr: number): boolean {
  if (cq * dr - cr * dq !== 0) return false;
  if (dq !== 0) return dq > 0 ? cq >= 0 && cq <= dq : cq <= 0 && cq >= dq;
  if (dr !== 0) return dr > 0 ? cr >= 0 && cr <= dr : cr <= 0 && cr >= dr;
  return cq === 0 && cr === 0; // degenerate segment: a single point
}

// First contact, then q, then r: a total order, so output is deterministic.
function byContact(x: Met, y: Met): number {
  return x.loN * y.loD - y.loN * x.loD || x.h.q - y.h.q || x.h.r - y.h.r;
}

function freezeAll(list: Met[]): readonly Hex[] {
  return Object.freeze(list.map((m) => m.h));
}

function computeDelta(dq: number, dr: number): LineDelta {
  const n = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  const centres: Met[] = [];
  const crossed: Met[] = [];
  const touched: Met[] = [];
  // Candidates, O(n) instead of the whole distance-(n + 1) ball: the samples
  // s_i = (i / n) D are 1 apart in the cube max-norm, so every segment point is
  // within 1/2 of one; every cell point is within 2/3 of its centre; and h_i,
  // s_i rounded per axial coordinate, is within 1 of s_i (1/2 on q and r, so at
  // most 1 on s). A cell meeting the segment therefore has its centre within
  // 1/2 + 2/3 + 1 < 3, i.e. at integer distance <= 2, of some h_i. Rounding only
  // picks where to look, so it need not be exact; classification below is.
  const seen = new Set<number>();
  const off = n + 3;
  const width = 2 * off + 1;
  for (let i = 0; i <= n; i++) {
    const hq = n === 0 ? 0 : Math.round((i * dq) / n);
    const hr = n === 0 ? 0 : Math.round((i * dr) / n);
    for (let oq = -2; oq <= 2; oq++) {
      const rMin = Math.max(-2, -oq - 2);
      const rMax = Math.min(2, -oq + 2);
      for (let or = rMin; or <= rMax; or++) {
        const q = hq + oq;
        const r = hr + or;
        const key = (q + off) * width + (r + off);
        if (seen.has(key)) continue;
        seen.add(key);
        classifyCell(q, r, dq, dr);
        if (scratch.kind === NONE) continue;
        const met: Met = { h: Object.freeze(hex(q, r)), kind: scratch.kind, loN: scratch.loN, loD: scratch.loD };
        if (met.kind === CENTRE) centres.push(met);
        else if (met.kind === CROSSED) crossed.push(met);
        else touched.push(met);
      }
    }
  }
  centres.sort(byContact);
  crossed.sort(byContact);
  touched.sort(byContact);
  // Interiors are disjoint, so centre/crossed hexes never share a first contact
  // and sorting the union by contact is the order along the segment.
  const through = centres.concat(crossed).sort(byContact);
  return Object.freeze({
    centres: freezeAll(centres),
    crossed: freezeAll(crossed),
    touched: freezeAll(touched),
    through: freezeAll(through),
  });
}

// Two-level map keyed by dq then dr: lookups allocate nothing (no string keys).
// Grows with the number of distinct deltas used, which a bounded board bounds.
const cache = new Map<number, Map<number, LineDelta>>();

// Exactness bound: with |dq|, |dr| <= 2^23 the distance is <= 2^24 and every
// product formed above stays below 2^53, so JS numbers are exact integers.
const MAX_DELTA = 2 ** 23;

function checkCoord(v: number): void {
  if (!Number.isSafeInteger(v)) throw new RangeError(`hex coordinates must be safe integers, got ${v}`);
}

function checkDelta(v: number): void {
  checkCoord(v);
  if (Math.abs(v) > MAX_DELTA) throw new RangeError(`line delta ${v} exceeds ±${MAX_DELTA}`);
}

/**
 * Classification of the segment from (0,0) to (dq, dr), cached. Translate by
 * adding the start hex. The returned object and its arrays are frozen and shared.
 */
export function lineDeltaCached(dq: number, dr: number): LineDelta {
  let byR = cache.get(dq);
  let found = byR?.get(dr);
  if (found !== undefined) return found;
  checkDelta(dq);
  checkDelta(dr);
  found = computeDelta(dq + 0, dr + 0);
  if (byR === undefined) {
    byR = new Map();
    cache.set(dq, byR);
  }
  byR.set(dr, found);
  return found;
}

function translate(list: readonly Hex[], a: Hex): Hex[] {
  const out = new Array<Hex>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = hex(a.q + list[i].q, a.r + list[i].r);
  return out;
}

/** Every hex the segment between the centres of a and b meets, by kind. */
export function classifyLine(a: Hex, b: Hex): LineClassification {
  checkCoord(a.q);
  checkCoord(a.r);
  const d = lineDeltaCached(b.q - a.q, b.r - a.r);
  return { centres: translate(d.centres, a), crossed: translate(d.crossed, a), touched: translate(d.touched, a) };
}

/** The hexes the line passes through (centres ∪ crossed), in order from a to b. */
export function lineHexes(a: Hex, b: Hex): Hex[] {
  checkCoord(a.q);
  checkCoord(a.r);
  return translate(lineDeltaCached(b.q - a.q, b.r - a.r).through, a);
}
