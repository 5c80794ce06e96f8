// Every ship, mech, pilot, captain and card has its rule, and that rule is the row that describes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTAINS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS, WEATHER } from '../../../../src/games/mecha/data.js';
import { RULE_OF, ruleRow } from './rules.js';

const doc = readFileSync(join(import.meta.dirname, '../../../../docs/rules/mecha.md'), 'utf8');

describe('mecha rules of the cards', () => {
  it('every ship, mech, pilot, captain, card and weather has a rule that exists', () => {
    for (const x of [...SHIPS, ...MECHS, ...PILOTS, ...CAPTAINS, ...SHIP_CARDS, ...MECH_CARDS, ...WEATHER]) {
      const id = RULE_OF[x.id];
      expect(id, x.id).toBeDefined();
      expect(ruleRow(doc, id), `${x.id} → ${id}`).not.toBeNull();
    }
  });

  it('each numbered rule row names the card it is linked from', () => {
    for (const x of [...SHIPS, ...MECHS, ...PILOTS, ...CAPTAINS, ...SHIP_CARDS, ...MECH_CARDS, ...WEATHER, ...WEAPONS]) {
      const id = RULE_OF[x.id];
      if (!id || id.startsWith('MR-')) continue;
      const row = ruleRow(doc, id)!;
      const names = [x.id, x.name.zh, x.name.en, x.name.zh.replace('Captain-', ''), x.name.en.replace('Captain ', '')];
      expect(names.some((n) => row.en.includes(n) || row.zh.includes(n)), `${x.id} in ${id}: ${row.en}`).toBe(true);
    }
  });

  it('reads the English line and the seed’s Chinese of a rule; a ruling in English', () => {
    expect(ruleRow(doc, 'M-113')).toEqual({ en: '关节姿态喷口: evade +3.', zh: '闪避+3' });
    expect(ruleRow(doc, 'MR-30')?.en).toMatch(/./);
    expect(ruleRow(doc, 'M-999')).toBeNull();
  });
});
