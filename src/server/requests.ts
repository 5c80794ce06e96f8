// Request bodies and WebSocket messages, validated by zod before anything else looks at them.
import { z } from 'zod';
import type { JsonObject } from '../engine/index.js';
import type { SeatSpec } from '../protocol/types.js';
import { ApiError } from './errors.js';
import { clockSchema, type ClockSpec } from './live/clock.js';

const seatSpec = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('human') }),
  z.strictObject({ type: z.literal('bot'), bot: z.string().min(1).max(200) }),
]);

export const createMatchSchema = z.strictObject({
  game: z.string().min(1).max(64),
  options: z.json().optional(),
  seed: z.union([z.number().int().min(-(2 ** 53 - 1)).max(2 ** 53 - 1), z.string().min(1).max(200)]).optional(),
  seats: z.array(seatSpec).min(1).max(16),
  clock: clockSchema.optional(),
});

/** An action is a small plain-JSON object; its legality is the game's business. */
const action = z.record(z.string(), z.json());
/** Where the client's log starts (it already has the entries before): optional, saves bandwidth. */
const logFrom = z.number().int().min(0).optional();

export const actionRequestSchema = z.strictObject({
  action,
  version: z.number().int().min(0),
  logFrom,
});

export const undoRequestSchema = z.strictObject({
  version: z.number().int().min(0),
  logFrom,
});

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('action'), action, version: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('undo'), version: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('resign') }),
  z.strictObject({ type: z.literal('sync') }),
]);

/** The first WebSocket message: who this socket is (no token = a spectator) and where its log starts. */
export const helloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200).optional(),
  logFrom: logFrom,
});

export interface CreateMatch {
  readonly game: string;
  readonly options: unknown;
  readonly seed: number | string | undefined;
  readonly seats: readonly SeatSpec[];
  readonly clock?: ClockSpec;
  /** Server-side only (tables): the match's id chosen in advance, and each human seat's token hash. */
  readonly id?: string;
  readonly tokenHashes?: readonly (string | null)[];
}

export interface ActionRequest {
  readonly action: JsonObject;
  readonly version: number;
  readonly logFrom: number | undefined;
}

export interface UndoRequest {
  readonly version: number;
  readonly logFrom: number | undefined;
}

export type ClientMessage =
  | { readonly type: 'action'; readonly action: JsonObject; readonly version: number }
  | { readonly type: 'undo'; readonly version: number }
  | { readonly type: 'resign' }
  | { readonly type: 'sync' };

/** Parse with a schema; the first problem becomes a one-line bad_request. */
export function parseRequest<T>(schema: z.ZodType<T>, raw: unknown, what: string): T {
  const res = schema.safeParse(raw);
  if (res.success) return res.data;
  const issue = res.error.issues[0];
  const where = issue.path.length ? issue.path.join('.') : what;
  throw new ApiError('bad_request', `bad ${what}: ${where}: ${issue.message}`);
}

export function parseCreate(raw: unknown): CreateMatch {
  const r = parseRequest(createMatchSchema, raw, 'match request');
  return { game: r.game, options: r.options, seed: r.seed, seats: r.seats, ...(r.clock === undefined ? {} : { clock: r.clock }) };
}

export interface Hello {
  readonly token: string | undefined;
  /** Null: every push carries the whole log; a number: pushes carry only entries from there on. */
  readonly logFrom: number | null;
}

export function parseAction(raw: unknown): ActionRequest {
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'token')) {
    throw new ApiError('bad_request', 'send the seat token as "Authorization: Bearer <token>", not in the body');
  }
  const r = parseRequest(actionRequestSchema, raw, 'action request');
  return { action: r.action as JsonObject, version: r.version, logFrom: r.logFrom };
}

export function parseUndo(raw: unknown): UndoRequest {
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'token')) {
    throw new ApiError('bad_request', 'send the seat token as "Authorization: Bearer <token>", not in the body');
  }
  const r = parseRequest(undoRequestSchema, raw, 'undo request');
  return { version: r.version, logFrom: r.logFrom };
}

/** A body that says nothing (resign, rematch): `{}` or none; a token in it is refused, as everywhere. */
export function parseEmpty(raw: unknown, what: string): void {
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'token')) {
    throw new ApiError('bad_request', 'send the seat token as "Authorization: Bearer <token>", not in the body');
  }
  parseRequest(z.strictObject({}), raw ?? {}, what);
}

export function parseClientMessage(raw: unknown): ClientMessage {
  const r = parseRequest(clientMessageSchema, raw, 'message');
  if (r.type === 'sync') return { type: 'sync' };
  if (r.type === 'undo') return { type: 'undo', version: r.version };
  if (r.type === 'resign') return { type: 'resign' };
  return { type: 'action', action: r.action as JsonObject, version: r.version };
}

export function parseHello(raw: unknown): Hello {
  const r = parseRequest(helloSchema, raw, 'hello message');
  return { token: r.token, logFrom: r.logFrom ?? null };
}
