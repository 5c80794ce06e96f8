// `sandtable serve [--port N] [--host H] [--db FILE]`: what `npm start` does — build the web client if
// it is missing, then run the server until interrupted.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SandtableError } from '../engine/index.js';
import { parseOriginList } from '../server/http/origin.js';
import { DEFAULT_WEB_DIR, startServer } from '../server/index.js';
import { checkDbPath } from '../server/store/sqlite.js';
import { parseRateLimits } from '../server/limits.js';
import { databaseSettings } from '../server/store/open.js';
import { checkFlags, one, type ParsedArgs } from './args.js';

export async function cmdServe(args: ParsedArgs, out: (line: string) => void): Promise<void> {
  checkFlags(args, ['port', 'host', 'db']);
  const portText = one(args, 'port') ?? process.env.PORT ?? '3000';
  if (!/^\d+$/.test(portText) || Number(portText) > 65535) throw new SandtableError('bad_input', `--port must be a port number, not "${portText}"`);
  const dbPath = one(args, 'db') ?? process.env.SANDTABLE_DB ?? 'data/sandtable.db';
  // Database settings it cannot use are reported before the (slow) build of the web client.
  const database = databaseSettings(process.env);
  if (database.databaseUrl === undefined) checkDbPath(dbPath);
  if (!existsSync(`${DEFAULT_WEB_DIR}/index.html`)) {
    out('building the web client…');
    const { build } = await import('vite');
    await build({ configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)), logLevel: 'warn' });
  }
  const server = await startServer({
    port: Number(portText),
    host: one(args, 'host') ?? process.env.HOST ?? '0.0.0.0',
    dbPath,
    origins: parseOriginList(process.env.SANDTABLE_ORIGINS),
    rateLimits: parseRateLimits(process.env.SANDTABLE_RATE_LIMITS),
    ...database,
  });
  out(`Sandtable 沙盘 server: ${server.url}`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve, resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
