// A throwaway PostgreSQL cluster for tests: initdb into a temp dir, started on a free loopback port with
// its socket in that dir, stopped (immediate) and removed by `stop()`. PostgreSQL refuses to run as root,
// so as root (CI) it runs as the `postgres` system user through runuser, owning its temp dir.
import { execFileSync } from 'node:child_process';
import { chownSync, chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForPort } from './free-port.js';

export interface RunningPostgres {
  /** postgres://sandtable@127.0.0.1:<port>/postgres (trust auth on loopback). */
  readonly url: string;
  readonly port: number;
  /** Its data, socket and log; removed by stop(). */
  readonly dir: string;
  /** Stop the server at once, as a crash would (pg_ctl -m immediate), keeping its data and port. */
  kill(): Promise<void>;
  /** Start it again on the same data directory and port (after kill()). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Where runuser is (planService finds it when we are root). */
let RUNUSER = 'runuser';

function asPostgresUser(cmd: string, args: readonly string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [cmd, [...args]];
  return [RUNUSER, ['-u', 'postgres', '--', cmd, ...args]];
}

function run(cmd: string, args: readonly string[]): void {
  const [c, a] = asPostgresUser(cmd, args);
  try {
    execFileSync(c, a, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  } catch (e) {
    const err = (e as { stderr?: Buffer }).stderr?.toString().trim() ?? '';
    throw new Error(`${cmd} failed: ${err.split('\n').slice(-3).join(' | ') || String(e)}`);
  }
}

export async function startPostgres(bin: Readonly<Record<string, string>>): Promise<RunningPostgres> {
  RUNUSER = bin.runuser ?? RUNUSER;
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-pg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async (): Promise<void> => {
    run(bin.pg_ctl, ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    await waitForPort(port, 30_000);
  };
  try {
    run(bin.initdb, ['-D', data, '-A', 'trust', '-U', 'sandtable', '-E', 'UTF8', '--no-sync']);
    await start();
  } catch (e) {
    try {
      run(bin.pg_ctl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Never started.
    }
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    dir,
    url: `postgres://sandtable@127.0.0.1:${port}/postgres`,
    port,
    async kill() {
      run(bin.pg_ctl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    restart: start,
    async stop() {
      try {
        run(bin.pg_ctl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone (a test killed it to check recovery).
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
