// Lobby difficulties map onto whatever bots the server offers, falling back to 'random'.
import { describe, expect, it } from 'vitest';
import { botSpec } from './bots.js';

describe('bot difficulty → spec', () => {
  it('takes a listed spec of that difficulty', () => {
    expect(botSpec(['random', 'ismcts:easy', 'ismcts:normal', 'ismcts:hard'], 'hard')).toBe('ismcts:hard');
  });
  it('asks the search bot for the difficulty when only its name is listed', () => {
    expect(botSpec(['random', 'ismcts'], 'easy')).toBe('ismcts:easy');
  });
  it('falls back to random when no search bot is offered', () => {
    expect(botSpec(['random'], 'normal')).toBe('random');
    expect(botSpec([], 'normal')).toBe('random');
  });
});
