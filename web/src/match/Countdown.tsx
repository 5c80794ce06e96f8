// The turn clock in the status bar: time left for each seat that owes a decision, counted from the
// server's own time in the message (the device's clock may be off), ticking once a second.
import { useEffect, useMemo, useState } from 'react';
import type { Label, MatchStateMessage } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

/** m:ss (or h:mm:ss) left, never below zero. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function Countdown({ state, seatName }: { state: MatchStateMessage; seatName(seat: number): Label }) {
  const { l } = useLang();
  const clock = state.clock;
  // The device time at which the message arrived stands for the server's `now` (one per message).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed exactly when a new message says a new `now`
  const received = useMemo(() => Date.now(), [clock?.now]);
  const [tick, setTick] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (clock === undefined || state.result !== null) return null;
  const serverNow = clock.now + (tick - received);
  return (
    <>
      {clock.deadlines.map((d, seat) =>
        d === null ? null : (
          <span key={seat} className={`badge clock${seat === state.seat && d - serverNow < 10_000 ? ' clock-low' : ''}`} data-testid={`clock-${seat}`}>
            ⏱ {l(seatName(seat))} {formatLeft(d - serverNow)}
          </span>
        ),
      )}
    </>
  );
}
