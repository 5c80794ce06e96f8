// `--queue redis://[user:password@]host[:port][/db]` (or rediss:// for TLS) → ioredis options. Errors
// and logs show the URL without its credentials.
import { SandtableError } from '../../engine/index.js';

export interface QueueConnection {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  readonly tls?: Record<string, never>;
}

export interface QueueTarget {
  /** The URL as shown to people: no user name, no password. */
  readonly shown: string;
  readonly connection: QueueConnection;
}

const HINT = 'expected redis://host[:port][/db] or rediss://…';

export function parseQueueUrl(raw: string): QueueTarget {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    // A malformed URL may still hold a password: echo it only when it has no '@'.
    throw new SandtableError('bad_input', `bad --queue ${raw.includes('@') ? 'URL' : `"${raw}"`}: ${HINT}`);
  }
  const shown = `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new SandtableError('bad_input', `bad --queue "${shown}": ${HINT}`);
  if (u.hostname === '') throw new SandtableError('bad_input', `bad --queue "${shown}": no host; ${HINT}`);
  const dbPart = u.pathname.replace(/^\//, '');
  if (dbPart !== '' && !/^\d{1,2}$/.test(dbPart)) throw new SandtableError('bad_input', `bad --queue "${shown}": the path must be a database number`);
  if (u.search !== '' || u.hash !== '') throw new SandtableError('bad_input', `bad --queue "${shown}": no query or fragment expected`);
  return {
    shown,
    connection: {
      // URL keeps IPv6 literals in brackets; the socket wants them bare.
      host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: u.port === '' ? 6379 : Number(u.port),
      db: dbPart === '' ? 0 : Number(dbPart),
      ...(u.username !== '' ? { username: decodeURIComponent(u.username) } : {}),
      ...(u.password !== '' ? { password: decodeURIComponent(u.password) } : {}),
      ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  };
}
