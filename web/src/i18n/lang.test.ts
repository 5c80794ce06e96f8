// Chinese by default when the browser prefers it; a choice made here is remembered.
import { describe, expect, it } from 'vitest';
import { initialLang, listJoin } from './lang.js';
import { STRINGS } from './strings.js';

describe('interface language', () => {
  it('follows the browser until the player chooses', () => {
    expect(initialLang(null, 'zh-CN')).toBe('zh');
    expect(initialLang(null, 'zh-TW')).toBe('zh');
    expect(initialLang(null, 'en-GB')).toBe('en');
    expect(initialLang(null, undefined)).toBe('en');
    expect(initialLang('en', 'zh-CN')).toBe('en');
    expect(initialLang('zh', 'en-US')).toBe('zh');
  });
  it('writes a list with the reader\'s separator (the end screen\'s forces, a mech\'s traits)', () => {
    expect(listJoin(['驱逐舰 ×2', '航母'], 'zh')).toBe('驱逐舰 ×2、航母');
    expect(listJoin(['Destroyer ×2', 'Aircraft carrier'], 'en')).toBe('Destroyer ×2, Aircraft carrier');
    expect(listJoin([], 'en')).toBe('');
  });
  it('has every interface string in both languages', () => {
    for (const [key, label] of Object.entries(STRINGS)) {
      expect(label.zh.trim(), key).not.toBe('');
      expect(label.en.trim(), key).not.toBe('');
    }
  });
});
