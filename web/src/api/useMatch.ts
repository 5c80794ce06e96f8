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

  const act = useCallback((action: Json) => {
    const c = conn.current;
    if (c === null) return;
    setError(null);
    setBusy(true);
    void c.act(action).finally(() => setBusy(false));
  }, []);

  const undo = useCallback(() => {
    const c = conn.current;
    if (c === null) return;
    setError(null);
    setBusy(true);
    void c.undo().finally(() => setBusy(false));
  }, []);

  const resign = useCallback(() => {
    const c = conn.current;
    if (c === null) return;
    setError(null);
    setBusy(true);
    void c.resign().finally(() => setBusy(false));
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { state, status, error, busy, act, undo, resign, clearError };
}
