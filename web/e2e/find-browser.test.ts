// The browser suite's Chromium lookup: CHROME_PATH, then chromium, chromium-browser, google-chrome on
// PATH; without one it is skipped with one line, except under CI, where it fails.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOnPath, planBrowserSuite } from './find-browser.js';

const root = mkdtempSync(join(tmpdir(), 'find-browser-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A directory holding the given files; `exec` ones are executable. */
function dirWith(name: string, files: { name: string; exec: boolean }[]): string {
  const d = join(root, name);
  mkdirSync(d, { recursive: true });
  for (const f of files) {
    const p = join(d, f.name);
    writeFileSync(p, '#!/bin/sh\nexit 0\n');
    chmodSync(p, f.exec ? 0o755 : 0o644);
  }
  return d;
}

describe('finding Chromium for the browser suite', () => {
  const a = dirWith('a', [{ name: 'google-chrome', exec: true }, { name: 'chromium', exec: false }]);
  const b = dirWith('b', [{ name: 'chromium-browser', exec: true }]);
  const c = dirWith('c', [{ name: 'chromium', exec: true }]);
  const empty = dirWith('empty', []);
  mkdirSync(join(empty, 'chromium'), { recursive: true }); // a directory is not a browser
  const PATH = (...ds: string[]) => ds.join(delimiter);

  it('looks for chromium, then chromium-browser, then google-chrome, skipping non-executables', () => {
    expect(findOnPath(PATH(a, b, c))).toBe(join(c, 'chromium'));
    expect(findOnPath(PATH(a, b))).toBe(join(b, 'chromium-browser'));
    expect(findOnPath(PATH(a))).toBe(join(a, 'google-chrome'));
    expect(findOnPath(PATH(empty, ''))).toBeNull();
    expect(findOnPath(undefined)).toBeNull();
  });

  it('runs with CHROME_PATH first, else what PATH holds', () => {
    expect(planBrowserSuite({ CHROME_PATH: join(a, 'google-chrome'), PATH: PATH(c) })).toEqual({ kind: 'run', path: join(a, 'google-chrome') });
    expect(planBrowserSuite({ PATH: PATH(empty, c), CI: 'true' })).toEqual({ kind: 'run', path: join(c, 'chromium') });
  });

  it('no browser and no CI: skipped, with one line saying how to get one', () => {
    const p = planBrowserSuite({ PATH: PATH(empty) });
    expect(p.kind).toBe('skip');
    if (p.kind === 'run') return;
    expect(p.message).not.toContain('\n');
    expect(p.message).toContain('sudo apt-get install chromium fonts-noto-cjk');
    expect(p.message).toContain('CHROME_PATH');
    expect(planBrowserSuite({ PATH: PATH(empty), CI: 'false' }).kind).toBe('skip');
  });

  it('no browser under CI: a failure, never a skip; a CHROME_PATH that is not a browser fails too', () => {
    const p = planBrowserSuite({ PATH: PATH(empty), CI: 'true' });
    expect(p.kind).toBe('fail');
    expect(p.kind !== 'run' && p.message).toContain('sudo apt-get install chromium fonts-noto-cjk');
    expect(planBrowserSuite({ CHROME_PATH: join(a, 'chromium'), PATH: PATH(c) }).kind).toBe('fail');
    expect(planBrowserSuite({ CHROME_PATH: join(root, 'nothing'), PATH: PATH(c) }).kind).toBe('fail');
  });
});
