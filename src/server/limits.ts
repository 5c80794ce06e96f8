// Size limits on what clients send: an action or a match request is a few hundred bytes.
export const BODY_LIMIT = 64 * 1024;
/** WebSocket frames above this get a too_large error; far above it (WS_HARD_LIMIT) the socket closes. */
export const WS_MESSAGE_LIMIT = 64 * 1024;
export const WS_HARD_LIMIT = 1024 * 1024;
/** A client that lets this much of our output pile up unread is dropped (it can reconnect). */
export const WS_BACKLOG_LIMIT = 8 * 1024 * 1024;
