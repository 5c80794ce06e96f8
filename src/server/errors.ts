// API errors: a machine code, an HTTP status, and one line for the client. Every failure a client can
// cause maps to a 4xx with `{error: {code, message}}`; anything else is a 500 that says nothing more.
import { SandtableError } from '../engine/index.js';
import type { ErrorBody, ErrorCode } from '../protocol/types.js';
import { StoreFailure } from './store/store.js';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unknown_game: 400,
  bad_options: 400,
  bad_seats: 400,
  bad_token: 403,
  unknown_match: 404,
  not_your_turn: 409,
  stale_version: 409,
  game_over: 409,
  cannot_undo: 409,
  not_finished: 409,
  too_large: 413,
  abandoned: 409,
  busy: 503,
  storage_lost: 503,
  stale: 409,
  unavailable: 503,
  corrupt_match: 500,
  rate_limited: 429,
  bad_origin: 403,
  illegal_action: 422,
  internal: 500,
};

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Only to say 404 for an unknown endpoint; otherwise the code decides. */
    private readonly statusOverride?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return this.statusOverride ?? STATUS[this.code];
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

/** Engine error codes as API codes; bad_record only comes from a corrupt store, which is our fault. */
const FROM_ENGINE: Record<SandtableError['code'], ErrorCode> = {
  unknown_game: 'unknown_game',
  bad_options: 'bad_options',
  bad_seats: 'bad_seats',
  illegal_action: 'illegal_action',
  not_your_turn: 'not_your_turn',
  game_over: 'game_over',
  cannot_undo: 'cannot_undo',
  bad_record: 'internal',
  bad_input: 'bad_request',
};

/** Fastify's own client errors (body parsing, limits) as API errors with a plain message. */
function fromFastify(e: { code?: unknown; statusCode?: unknown }): ApiError | null {
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('too_large', 'request body too large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', 'the body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('bad_request', 'send the body as JSON (content-type: application/json)');
  }
  if (e instanceof SyntaxError) return new ApiError('bad_request', 'the body is not valid JSON');
  if (typeof e.statusCode === 'number' && e.statusCode === 413) return new ApiError('too_large', 'request too large');
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError('bad_request', 'bad request');
  }
  return null;
}

/** A store that could not do its part: busy, lost and unavailable are 503 (try again / later), stale a 409, a corrupt row a logged 500. */
function fromStore(e: StoreFailure): ApiError {
  switch (e.kind) {
    case 'busy':
      return new ApiError('busy', 'the server is busy storing other moves; try again');
    case 'lost':
      return new ApiError('storage_lost', 'the server cannot store moves right now; nothing more is accepted');
    case 'stale':
      // Another node stored an action for this version first: this one was not stored.
      return new ApiError('stale', 'another move was stored first; fetch the match again');
    case 'unavailable':
      return new ApiError('unavailable', 'the database cannot be reached right now; try again later');
    case 'abandoned':
      return new ApiError('abandoned', 'this match was abandoned (nobody acted for too long); it can still be read and replayed');
    case 'corrupt':
      process.stderr.write(`sandtable server: corrupt stored data: ${e.message}\n`);
      return new ApiError('corrupt_match', 'this match is damaged in storage and cannot be loaded');
  }
}

/** Any thrown value as an ApiError. Internal failures are reported on stderr, never to the client. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof StoreFailure) return fromStore(e);
  if (e instanceof SandtableError) {
    const code = FROM_ENGINE[e.code];
    if (code !== 'internal') return new ApiError(code, e.message.split('\n')[0]);
  }
  if (typeof e === 'object' && e !== null) {
    const f = fromFastify(e as { code?: unknown; statusCode?: unknown });
    if (f) return f;
  }
  process.stderr.write(`sandtable server: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  return new ApiError('internal', 'internal server error');
}
