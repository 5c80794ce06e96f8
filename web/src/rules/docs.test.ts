import { describe, expect, it } from 'vitest';
import { RULE_ID, ruleAnchor } from './docs.js';

describe('rules help', () => {
  it('HELP-1 recognises the rule ids of every game document, and nothing else, as anchors', () => {
    for (const id of ['N-12', 'NR-1', 'M-3', 'AR-R12', 'K-R7d', 'BG-10', 'S-31', 'BR-4']) expect(RULE_ID.test(id)).toBe(true);
    for (const id of ['id', 'rule', 'N-', '12', 'hello-world']) expect(RULE_ID.test(id)).toBe(false);
    expect(ruleAnchor('N-12')).toBe('rule-N-12');
  });
});
