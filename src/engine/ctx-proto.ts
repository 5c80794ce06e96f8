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
