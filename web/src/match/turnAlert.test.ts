import { describe, expect, it } from 'vitest';
import { turnTitle } from './turnAlert.js';

describe('turn notification', () => {
  it('ALERT-1 the tab title says when it is your move, and only then', () => {
    expect(turnTitle('Sandtable', true, '轮到你了')).toBe('● 轮到你了 — Sandtable');
    expect(turnTitle('Sandtable', false, 'Your turn')).toBe('Sandtable');
  });
});
