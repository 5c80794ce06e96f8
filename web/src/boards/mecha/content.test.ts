// The summary names mirror the game's data tables, and read the summary's own name forms.
import { describe, expect, it } from 'vitest';
import { MECHS, PILOTS, SHIPS } from '../../../../src/games/mecha/data.js';
import { contentName, PILOT_NAMES, UNIT_NAMES } from './content.js';

describe('mecha summary names', () => {
  it('mirror every ship, mech and pilot of the data tables', () => {
    expect(UNIT_NAMES).toEqual(Object.fromEntries([...SHIPS, ...MECHS].map((x) => [x.id, x.name])));
    expect(PILOT_NAMES).toEqual(Object.fromEntries(PILOTS.map((x) => [x.id, x.name])));
  });

  it('name a unit, a unit with its HP left, and a pilot; anything else stays as it is', () => {
    expect(contentName('FA-07A')).toEqual({ zh: 'FA-07A 蜂雀', en: 'FA-07A Hummingbird' });
    expect(contentName('URA-01A 3/4')).toEqual({ zh: 'URA-01A "Sword" 利剑（试做型） 3/4', en: 'URA-01A "Sword" (prototype) 3/4' });
    expect(contentName('pilot:ambrogio-spinola')).toEqual({ zh: '安布罗西奥·斯皮诺拉', en: 'Ambrogio Spinola' });
    expect(contentName('mystery')).toEqual({ zh: 'mystery', en: 'mystery' });
  });
});
