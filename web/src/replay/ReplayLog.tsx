// The replay's log up to the current step: every action and every event, hidden ones included
// (the match is over), each hidden event marked with who saw it at the time.
import { useEffect, useRef } from 'react';
import type { Label } from '../../../src/protocol/types.js';
import { num } from '../boards/fields.js';
import { useLang } from '../i18n/lang.js';
import type { ReplayStep } from './replayer.js';

interface Props {
  readonly steps: readonly ReplayStep[];
  readonly pos: number;
  seatName(seat: number): Label;
  onSeek(pos: number): void;
}

export function ReplayLog({ steps, pos, seatName, onSeek }: Props) {
  const { t, l } = useLang();
  const current = useRef<HTMLLIElement>(null);
  // Braces: scrollIntoView may return a promise, and an effect must return nothing but a cleanup.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [pos]);
  return (
    <section className="panel log-panel">
      <h3>{t('log')}</h3>
      <ol className="log replay-log">
        {steps.slice(0, pos).map((s, i) => (
          <li key={i} ref={i === pos - 1 ? current : undefined} className={`replay-step${i === pos - 1 ? ' current' : ''}`}>
            <button type="button" className="link-button" onClick={() => onSeek(i + 1)}>
              {i + 1}. {l(seatName(s.seat))}: {l(s.label)}
            </button>
            <ul>
              {s.events.map((e, j) => {
                const roll = num(e.data, 'roll');
                return (
                  <li key={j} className={`log-${e.type}${roll !== undefined ? ' dice' : ''}${e.to === 'all' ? '' : ' hidden-event'}`}>
                    {roll !== undefined && <span className="die">{roll}</span>}
                    {l(e.text)}
                    {e.to !== 'all' && (
                      <span className="seen-by">
                        {' '}
                        ({t('seenBy')} {e.to.map((x) => l(seatName(x))).join(', ') || '—'})
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
