// A short toast for the log entries a board marks (hits, sinkings) as they arrive; the log keeps them.
import { useEffect, useRef, useState } from 'react';
import type { LogEntry } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

const SHOW_MS = 3500;

/** The entries that arrived since `seen` and deserve a toast (none on first load: old news). */
export function freshToasts(log: readonly LogEntry[], seen: number | null, wanted: (e: LogEntry) => boolean): LogEntry[] {
  if (seen === null || log.length <= seen) return [];
  return log.slice(seen).filter(wanted);
}

export function Toast({ log, wanted }: { log: readonly LogEntry[]; wanted?: (e: LogEntry) => boolean }) {
  const { l } = useLang();
  const seen = useRef<number | null>(null);
  const [shown, setShown] = useState<LogEntry[]>([]);
  useEffect(() => {
    const fresh = wanted ? freshToasts(log, seen.current, wanted) : [];
    seen.current = log.length;
    if (fresh.length === 0) return;
    setShown(fresh.slice(-3));
    const t = setTimeout(() => setShown([]), SHOW_MS);
    return () => clearTimeout(t);
  }, [log, wanted]);
  if (shown.length === 0) return null;
  return (
    <div className="toast" role="status" aria-live="polite" data-testid="toast">
      {shown.map((e, i) => (
        <div key={i}>{l(e.text)}</div>
      ))}
    </div>
  );
}
