// Which Chromium the browser suite drives, or why it cannot run. Looked for in this order: the
// CHROME_PATH variable, then `chromium`, `chromium-browser`, `google-chrome` on PATH (a walk over
// PATH's directories, not a shell). Without one the suite is skipped on a developer's machine, so
// `npm test` passes on a fresh clone, but fails under CI=true, where a skip would hide a gap.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome'] as const;

export const INSTALL_HINT = 'sudo apt-get install chromium fonts-noto-cjk, or set CHROME_PATH to a Chromium or Chrome binary';

export type BrowserPlan =
  | { readonly kind: 'run'; readonly path: string }
  | { readonly kind: 'skip'; readonly message: string }
  | { readonly kind: 'fail'; readonly message: string };

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of BROWSER_NAMES found as an executable file in a PATH directory, or null. */
export function findOnPath(pathVar: string | undefined): string | null {
  const dirs = (pathVar ?? '').split(delimiter).filter((d) => d !== '');
  for (const name of BROWSER_NAMES) {
    for (const d of dirs) {
      const p = join(d, name);
      if (isExecutableFile(p)) return p;
    }
  }
  return null;
}

function isCi(env: NodeJS.ProcessEnv): boolean {
  const v = (env.CI ?? '').trim().toLowerCase();
  return v !== '' && v !== '0' && v !== 'false';
}

/** Run with the browser found, skip (no browser, not CI), or fail (no browser under CI, or a bad CHROME_PATH). */
export function planBrowserSuite(env: NodeJS.ProcessEnv): BrowserPlan {
  const chosen = env.CHROME_PATH;
  if (chosen !== undefined && chosen !== '') {
    // Asked for explicitly: a wrong path is a mistake to report, never a reason to skip.
    if (isExecutableFile(chosen)) return { kind: 'run', path: chosen };
    return { kind: 'fail', message: `CHROME_PATH=${chosen} is not an executable file (${INSTALL_HINT})` };
  }
  const found = findOnPath(env.PATH);
  if (found !== null) return { kind: 'run', path: found };
  const what = `no Chromium found (CHROME_PATH unset; none of ${BROWSER_NAMES.join(', ')} on PATH)`;
  if (isCi(env)) return { kind: 'fail', message: `browser suite: ${what}; CI=${env.CI} requires it: ${INSTALL_HINT}` };
  return { kind: 'skip', message: `SKIPPED browser suite (web/e2e): ${what}. To run it: ${INSTALL_HINT}.` };
}
