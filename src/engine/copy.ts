// Array edits in place for hot paths: refilling one for games' `cloneInto` (search refills one scratch
// state per iteration), and removing one item without the array `splice` allocates for its result.

/** Make `dst` hold `src`'s elements, reusing its storage; returns `dst`. */
export function refill<T>(dst: T[], src: readonly T[]): T[] {
  const n = src.length;
  for (let i = 0; i < n; i++) dst[i] = src[i];
  if (dst.length !== n) dst.length = n; // writing length is a runtime call even when it does not change
  return dst;
}

/** Remove `arr[i]` (0 <= i < length), keeping the order; `arr.splice(i, 1)` without its result array. */
export function removeAt<T>(arr: T[], i: number): void {
  const n = arr.length - 1;
  for (let k = i; k < n; k++) arr[k] = arr[k + 1];
  arr.length = n;
}
