// A readable, collapsible rendering of any JSON value: the view of a game without its own board.
import type { Json } from '../../../../src/protocol/types.js';

export function JsonTree({ value, name, depth = 0 }: { value: Json; name?: string; depth?: number }) {
  const label = name === undefined ? null : <span className="json-key">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="json-leaf">
        {label}
        <span className={`json-${value === null ? 'null' : typeof value}`}>{JSON.stringify(value)}</span>
      </div>
    );
  }
  const entries: [string, Json][] = Array.isArray(value)
    ? (value as readonly Json[]).map((v, i) => [String(i), v])
    : Object.entries(value as { readonly [k: string]: Json });
  const brackets = Array.isArray(value) ? '[…]' : '{…}';
  return (
    <details className="json-node" open={depth < 2}>
      <summary>
        {label}
        <span className="json-count">
          {brackets} {entries.length}
        </span>
      </summary>
      <div className="json-children">
        {entries.map(([k, v]) => (
          <JsonTree key={k} name={k} value={v} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}
