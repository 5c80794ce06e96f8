// Game states may carry derived tables (options, board, stats) as an inherited, non-enumerable `ctx`,
// so JSON, hashes and spreads see only the facts of the match. A state built as a literal with
// `__proto__: protoFor(ctx)` costs about a third of defining the property on every clone.

/** A function giving, for each ctx, the one prototype that lends it to states. */
export function ctxPrototypes<C extends object>(): (ctx: C) => object {
  const protos = new WeakMap<C, object>();
  // A search clones one ctx's states over and over: skip the WeakMap for the last one.
  let lastCtx: C | null = null;
  let lastProto: object = {};
  return (ctx) => {
    if (ctx === lastCtx) return lastProto;
    let p = protos.get(ctx);
    if (!p) {
      p = Object.create(Object.prototype, { ctx: { value: ctx, enumerable: false, writable: false } }) as object;
      protos.set(ctx, p);
    }
    lastCtx = ctx;
    lastProto = p;
    return p;
  };
}

/**
 * One ctx per distinct options (by their JSON), shared by every match played with them. States of
 * different matches then share one prototype, hence one hidden class, and the code V8 optimised for
 * the last match's states still fits the next one's: with a fresh ctx per match, every game's states
 * had new maps, and a simulation spent its time deoptimising and recompiling (a background thread per
 * worker, so two workers ran no faster than one). At most `limit` option sets are kept.
 */
export function ctxByOptions<O, C>(make: (opts: O) => C, limit = 64): (opts: O) => C {
  const cache = new Map<string, C>();
  // Options objects are read-only, and a simulation or bench hands every match the same parsed one:
  // the same object gets the same ctx without a JSON.stringify of it per match.
  let lastOpts: O | undefined;
  let lastCtx: C | undefined;
  return (opts) => {
    if (opts === lastOpts && lastCtx !== undefined) return lastCtx;
    const key = JSON.stringify(opts);
    let c = cache.get(key);
    if (c === undefined) {
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      c = make(opts);
      cache.set(key, c);
    }
    lastOpts = opts;
    lastCtx = c;
    return c;
  };
}
