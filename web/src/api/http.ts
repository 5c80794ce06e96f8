// The HTTP API of the Sandtable server (docs/api.md), typed by the shared wire protocol.
import type {
  ActionRequest,
  ClientMessage,
  CreateMatchRequest,
  CreateMatchResponse,
  ErrorBody,
  ErrorCode,
  GameInfo,
  Json,
  MatchStateMessage,
  ReplayResponse,
  UndoRequest,
} from '../../../src/protocol/types.js';

/** An error answer of the server (or a network failure, code 'network'). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isErrorBody(x: unknown): x is ErrorBody {
  if (typeof x !== 'object' || x === null || !('error' in x)) return false;
  const e = (x as { error: unknown }).error;
  return typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string';
}

/** A seat's token travels in the Authorization header, never in the URL (logs, Referer). Exported for game-specific endpoints (decks/). */
export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string | null): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError('network', e instanceof Error ? e.message : String(e), 0);
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(data)) throw new ApiError(data.error.code, data.error.message, res.status);
    throw new ApiError('internal', `HTTP ${res.status}`, res.status);
  }
  return data as T;
}

const enc = encodeURIComponent;

export const api = {
  games: () => request<GameInfo[]>('GET', '/api/games'),
  create: (req: CreateMatchRequest) => request<CreateMatchResponse>('POST', '/api/matches', req),
  state: (id: string, token: string | null) => request<MatchStateMessage>('GET', `/api/matches/${enc(id)}`, undefined, token),
  /** Take an action; the answer's log starts at `logFrom` (the entries the client already has). */
  act: (id: string, token: string, action: Json, version: number, logFrom: number) =>
    request<MatchStateMessage>('POST', `/api/matches/${enc(id)}/actions`, { action, version, logFrom } satisfies ActionRequest, token),
  /** The seat resigns (at any moment). */
  resign: (id: string, token: string) => request<MatchStateMessage>('POST', `/api/matches/${enc(id)}/resign`, {}, token),
  /** The same match again, once over: new tokens for every human seat. */
  rematch: (id: string, token: string) => request<CreateMatchResponse>('POST', `/api/matches/${enc(id)}/rematch`, {}, token),
  /** Take back the seat's latest decision (only while it revealed nothing: the server decides). */
  undo: (id: string, token: string, version: number, logFrom: number) =>
    request<MatchStateMessage>('POST', `/api/matches/${enc(id)}/undo`, { version, logFrom } satisfies UndoRequest, token),
  replay: (id: string) => request<ReplayResponse>('GET', `/api/matches/${enc(id)}/replay`),
};

/** The match's socket; the seat token and where its log starts go in the first message (`hello`). */
export function socketUrl(id: string): string {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${location.host}/api/matches/${enc(id)}/ws`;
}

/** The socket's first message: who it is and which log entries it already has. */
export function helloMessage(token: string | null, logFrom: number): ClientMessage {
  return token ? { type: 'hello', token, logFrom } : { type: 'hello', logFrom };
}
