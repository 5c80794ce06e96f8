// Refilling an array in place, for games' `cloneInto` (search refills one scratch state per iteration).

/** Make `dst` hold `src`'s elements, reusing its storage; returns `dst`. */
export function refill<T>(dst: T[], src: readonly T[]): T[] {
  const n = src.length;
  for (let i = 0; i < n; i++) dst[i] = src[i];
  if (dst.length !== n) dst.length = n; // writing length is a runtime call even when it does not change
  return dst;
}
