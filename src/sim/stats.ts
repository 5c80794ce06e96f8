// Small statistics: Wilson score intervals for rates, quantiles and histograms for distributions.

/** 95% Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [round(Math.max(0, centre - half)), round(Math.min(1, centre + half))];
}

export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export interface Distribution {
  readonly mean: number;
  readonly min: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p95: number;
  readonly max: number;
  /** Counts per bin: [binStart, count][]. */
  readonly histogram: readonly (readonly [number, number])[];
}

function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[i];
}

export function distribution(values: readonly number[], bins = 12): Distribution {
  // A typed array sorts numerically without a comparator call per step (a long study's report sorted
  // each of its distributions' hundreds of thousands of values through one).
  const sorted = new Float64Array(values).sort();
  const n = sorted.length;
  const min = n ? sorted[0] : 0;
  const max = n ? sorted[n - 1] : 0;
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const hist = new Map<number, number>();
  for (const v of sorted) {
    const b = min + Math.floor((v - min) / width) * width;
    hist.set(b, (hist.get(b) ?? 0) + 1);
  }
  return {
    mean: n ? round(sorted.reduce((a, b) => a + b, 0) / n, 3) : 0,
    min,
    p25: quantile(sorted, 0.25),
    p50: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    p95: quantile(sorted, 0.95),
    max,
    histogram: [...hist.entries()].map(([b, c]) => [b, c] as const),
  };
}
