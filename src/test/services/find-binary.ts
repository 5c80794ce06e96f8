// Which server binaries the cluster tests drive (PostgreSQL, Redis), or why they cannot run. Like the
// browser suite: missing binaries skip with one loud line on a developer's machine, and fail under CI=true,
// where `.ci/run` installs them and a skip would hide a gap.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type ServicePlan =
  | { readonly kind: 'run'; readonly bin: Readonly<Record<string, string>> }
  | { readonly kind: 'skip'; readonly message: string }
  | { readonly kind: 'fail'; readonly message: string };

export interface ServiceSpec {
  /** Shown in messages: 'PostgreSQL'. */
  readonly name: string;
  /** Executables needed, e.g. ['initdb', 'pg_ctl', 'postgres']. */
  readonly binaries: readonly string[];
  /** Directories to look in besides PATH (Debian keeps PostgreSQL's under /usr/lib/postgresql/<v>/bin). */
  readonly extraDirs: () => string[];
  readonly installHint: string;
}

export const POSTGRES: ServiceSpec = {
  name: 'PostgreSQL',
  binaries: ['initdb', 'pg_ctl', 'postgres'],
  extraDirs: () => {
    const root = '/usr/lib/postgresql';
    try {
      // Newest version first.
      return readdirSync(root)
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => join(root, v, 'bin'));
    } catch {
      return [];
    }
  },
  installHint: 'sudo apt-get install postgresql',
};

export const REDIS: ServiceSpec = {
  name: 'Redis',
  binaries: ['redis-server'],
  extraDirs: () => [],
  installHint: 'sudo apt-get install redis-server',
};

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function isCi(env: NodeJS.ProcessEnv): boolean {
  const v = (env.CI ?? '').trim().toLowerCase();
  return v !== '' && v !== '0' && v !== 'false';
}

/** All of spec's binaries from one directory (PATH first, then the extra dirs), or null. */
export function findBinaries(spec: ServiceSpec, pathVar: string | undefined): Record<string, string> | null {
  const dirs = [...(pathVar ?? '').split(delimiter).filter((d) => d !== ''), ...spec.extraDirs()];
  for (const d of dirs) {
    const found: Record<string, string> = {};
    for (const b of spec.binaries) if (isExecutableFile(join(d, b))) found[b] = join(d, b);
    if (Object.keys(found).length === spec.binaries.length) return found;
  }
  return null;
}

/** `runuser`, which starts PostgreSQL as the postgres user when we are root (it refuses to run as root). */
const RUNUSER: ServiceSpec = { name: 'runuser', binaries: ['runuser'], extraDirs: () => ['/usr/sbin', '/sbin'], installHint: '' };

/** Run with the binaries found, skip (missing, not CI), or fail (missing under CI). */
export function planService(spec: ServiceSpec, env: NodeJS.ProcessEnv): ServicePlan {
  const found = findBinaries(spec, env.PATH);
  const asRoot = spec === POSTGRES && process.getuid?.() === 0;
  const runuser = asRoot ? findBinaries(RUNUSER, env.PATH) : {};
  if (found !== null && runuser !== null) return { kind: 'run', bin: { ...found, ...runuser } };
  const what =
    found === null
      ? `${spec.name} not found (${spec.binaries.join(', ')} not on PATH)`
      : `${spec.name} found, but runuser is not (needed to start it as the postgres user when running as root)`;
  if (isCi(env)) return { kind: 'fail', message: `cluster suite: ${what}; CI=${env.CI} requires it: ${spec.installHint}` };
  return { kind: 'skip', message: `SKIPPED ${spec.name} tests: ${what}. To run them: ${spec.installHint}.` };
}
