// The seat's log: every event it may see, die rolls marked, newest at the bottom.
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../../../src/protocol/types.js';
import { num } from '../boards/fields.js';
import { useLang } from '../i18n/lang.js';

export function LogPanel({ log }: { log: readonly LogEntry[] }) {
  const { t, l } = useLang();
  const box = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);

  return (
    <section className="panel log-panel">
      <h3>
        {t('log')} <span className="count">{log.length}</span>
      </h3>
      <ol
        className="log"
        ref={box}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {log.map((e, i) => {
          const roll = num(e.data, 'roll');
          return (
            <li key={i} className={`log-${e.type}${roll !== undefined ? ' dice' : ''}`}>
              {roll !== undefined && (
                <span className="die" title={t('dice')}>
                  {roll}
                </span>
              )}
              {l(e.text)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
