import { describe, expect, it } from 'vitest';
import { SandtableError } from '../../engine/index.js';
import { originAllowed, parseOriginList } from '../http/origin.js';
import { parseRateLimits } from '../limits.js';

describe('server settings from the environment', () => {
  it('SANDTABLE_RATE_LIMITS: known keys with positive numbers; anything else names the bad part', () => {
    expect(parseRateLimits(undefined)).toEqual({});
    expect(parseRateLimits('createPerIp=600, wsMessagesPerSecond=50')).toEqual({ createPerIp: 600, wsMessagesPerSecond: 50 });
    for (const bad of ['createperip=5', 'createPerIp', 'createPerIp=0', 'createPerIp=-1', 'createPerIp=1=2', 'actionsPerIp=lots']) {
      expect(() => parseRateLimits(bad)).toThrow(SandtableError);
      expect(() => parseRateLimits(bad)).toThrow(bad.split(',')[0]);
    }
  });

  it('SANDTABLE_ORIGINS: http(s) origins only', () => {
    expect(parseOriginList('https://play.example.org, http://localhost:5173')).toEqual(['https://play.example.org', 'http://localhost:5173']);
    expect(parseOriginList('')).toEqual([]);
    for (const bad of ['play.example.org', 'https://play.example.org/path', 'ftp://x.org', '*']) expect(() => parseOriginList(bad)).toThrow(SandtableError);
  });

  it('Origin check: none, our own host, or the allow-list', () => {
    expect(originAllowed(undefined, 'a.org', [])).toBe(true);
    expect(originAllowed('https://a.org', 'a.org', [])).toBe(true);
    expect(originAllowed('http://A.org:3000', 'a.org:3000', [])).toBe(true);
    expect(originAllowed('https://a.org.evil.com', 'a.org', [])).toBe(false);
    expect(originAllowed('https://b.org', 'a.org', [])).toBe(false);
    expect(originAllowed('https://b.org', 'a.org', ['https://b.org/'])).toBe(true);
    expect(originAllowed('null', 'a.org', [])).toBe(false);
    expect(originAllowed('file://', 'a.org', [])).toBe(false);
  });
});
