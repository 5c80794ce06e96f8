// React binding of a MatchConnection: the latest state, the link status, the last error.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Json, MatchStateMessage } from '../../../src/protocol/types.js';
import { MatchConnection, type LinkStatus } from './connection.js';
import type { ApiError } from './http.js';

export interface MatchLink {
  readonly state: MatchStateMessage | null;
  readonly status: LinkStatus;
  readonly error: ApiError | null;
  readonly busy: boolean;
  act(action: Json): void;
  /** Take back this seat's latest decision (offered while `state.undoable` > 0). */
  undo(): void;
  resign(): void;
  clearError(): void;
}

export function useMatch(id: string, token: string | null): MatchLink {
  const [state, setState] = useState<MatchStateMessage | null>(null);
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const conn = useRef<MatchConnection | null>(null);

  useEffect(() => {
    setState(null);
    setError(null);
    const c = new MatchConnection(id, token, { state: setState, status: setStatus, error: setError });
    conn.current = c;
    c.start();
    return () => c.stop();
  }, [id, token]);

  /** One request of this seat at a time: busy until its answer (or error) is in. */
  const send = useCallback((call: (c: MatchConnection) => Promise<void>) => {
    const c = conn.current;
    if (c === null) return;
    setError(null);
    setBusy(true);
    void call(c).finally(() => setBusy(false));
  }, []);
  const act = useCallback((action: Json) => send((c) => c.act(action)), [send]);
  const undo = useCallback(() => send((c) => c.undo()), [send]);
  const resign = useCallback(() => send((c) => c.resign()), [send]);

  const clearError = useCallback(() => setError(null), []);
  return { state, status, error, busy, act, undo, resign, clearError };
}
