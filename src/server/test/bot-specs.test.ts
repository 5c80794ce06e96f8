// Which bot specs are accepted where: the CLI parser takes tuned bots but no stray parts; the server
// takes named presets only, and plays a preset for a stored spec it no longer runs.
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../ai/registry.js';
import { parseBotSpec } from '../../ai/spec.js';
import { serverBotSpec, storedBotSpec } from '../bots/allowed.js';
import { ApiError } from '../errors.js';

const PRESETS = ['random', 'heuristic', 'easy', 'normal', 'hard', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'];

describe('bot specs (CLI)', () => {
  it('takes presets and tuned bots', () => {
    for (const s of [...PRESETS, 'ismcts', 'ismcts:iters=50', 'ismcts:hard:depth=4', 'heuristic:samples=2:width=8']) {
      expect(makeBot(s).spec).toBe(s);
    }
  });

  it('refuses trailing or empty parts and stray presets, never ignores them', () => {
    for (const s of ['ismcts:normal:junk', 'ismcts::normal', 'ismcts:normal:', ':normal', 'heuristic:junk', 'heuristic:hard', 'easy:junk', 'hard:iters=5', 'random:x']) {
      expect(() => makeBot(s), s).toThrow(/bad bot|takes no|no parameters/);
    }
    expect(() => parseBotSpec('ismcts:normal:junk')).toThrow(/unexpected part "junk"/);
  });
});

describe('bot specs (server)', () => {
  it('accepts the named presets', () => {
    for (const s of PRESETS) expect(serverBotSpec(s)).toBe(s);
  });

  it('refuses anything else with bad_seats naming the spec', () => {
    for (const s of ['ismcts:ms=20000', 'heuristic:samples=1e9', 'ismcts:normal:junk', 'ismcts', 'ismcts:iters=10', 'Random', ' random', 'x'.repeat(200)]) {
      let err: unknown = null;
      try {
        serverBotSpec(s);
      } catch (e) {
        err = e;
      }
      expect(err, s).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe('bad_seats');
      expect((err as ApiError).message).toContain(JSON.stringify(s.slice(0, 60)).slice(0, -1));
    }
  });

  it('maps stored specs it no longer runs to a safe preset', () => {
    expect(storedBotSpec('heuristic:samples=1e9')).toBe('heuristic');
    expect(storedBotSpec('ismcts:ms=20000')).toBe('ismcts:normal');
    expect(storedBotSpec('ismcts:hard:iters=1e9')).toBe('ismcts:hard');
    expect(storedBotSpec('easy:junk')).toBe('ismcts:easy');
    expect(storedBotSpec('something-else')).toBe('random');
    for (const s of PRESETS) expect(storedBotSpec(s)).toBe(s);
    for (const s of ['heuristic:samples=1e9', 'ismcts:ms=20000', 'nonsense:1']) expect(() => serverBotSpec(storedBotSpec(s))).not.toThrow();
  });
});
