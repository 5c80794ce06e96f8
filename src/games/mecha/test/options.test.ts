// The ruling switches of issue 19, each played both ways: per-shot or whole-volley resolution (MR-26),
// durations that include the turn in progress or not (MR-27), a level arms race (MR-28).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/index.js';
import { mecha } from '../index.js';
import { enterEventZone } from '../weather.js';
import { EVENT, eventsOf, play, rollsLeft, scenario, Z } from './scenario.js';

const attack = (m: number, u: number, g = 0) => ({ t: 'attack', m, g, u }) as const;
const decline = { t: 'react', k: 'decline', u: -1 } as const;

describe('MR-26 per-shot or whole-volley resolution', () => {
  /** Linus on a 突击镭射步枪 (2 counts of 1) at a full-HP RU-001: hit 1 / evade 20, then hit 1 / evade 1, 20. */
  const linus = (shots: 'volley' | 'perShot') => {
    const s = scenario({
      options: { shots },
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'linus-torvalds' },
        { owner: 1, mech: 'RU-001', zone: Z(2, 0), pilot: 'hans-zimmers' },
      ],
      ap: 4,
      dice: [1, 20, 1, 1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    return { s, shots: eventsOf(play(s, 0, attack(2, 3)), 'shot') };
  };

  it('MR-26 volley (default): both counts are judged before any damage, so 视限超感 sees a full-HP mech twice', () => {
    const { s, shots } = linus('volley');
    expect(shots.map((x) => x.evade)).toEqual([[20], [1]]);
    expect(s.units[3].hp).toBe(4);
    expect(rollsLeft(s)).toBe(1);
  });

  it('MR-26 per shot: the first count\'s damage lands before the second is judged, so 视限超感 asks two evade rolls', () => {
    const { s, shots } = linus('perShot');
    expect(shots.map((x) => x.evade)).toEqual([[20], [1, 20]]);
    expect(s.units[3].hp).toBe(3);
    expect(rollsLeft(s)).toBe(0);
  });

  /** 曳光火神炮 (3 counts of 1) at a 蛮牛 holding one 扭曲护盾; every count lands. */
  const shield = (shots: 'volley' | 'perShot') => {
    const s = scenario({ options: { shots }, red: { ship: 'FA-07A', guns: ['tracer-vulcan'] }, blue: { ship: 'FA-07C', hand: ['warp-shield'] }, ap: 4, dice: [1, 20, 1, 20, 1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    expect(mecha.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'react', k: 'warpShield', u: -1 });
    return s;
  };

  it('MR-26 volley: one window for the whole attack, and 扭曲护盾 turns back all three counts', () => {
    const s = shield('volley');
    expect([s.units[1].hp, s.units[0].hp]).toEqual([25, 12]);
  });

  it('MR-26 per shot: a window after each landed count; 扭曲护盾 turns back the one hit it answers', () => {
    const s = shield('perShot');
    // The hand is empty after the shield: no window for the two counts that follow.
    expect([s.units[1].hp, s.units[0].hp]).toEqual([23, 14]);
    expect(mecha.toMove(s)).toEqual([0]);
  });

  it('MR-26 per shot: the windows of each count are the volley\'s windows — declined, every count deals its damage', () => {
    const s = scenario({ options: { shots: 'perShot' }, red: { ship: 'FA-07A', guns: ['tracer-vulcan'] }, blue: { ship: 'FA-07C', hand: ['drain-field'] }, ap: 4, dice: [1, 20, 1, 20, 1, 20] });
    play(s, 0, { t: 'fire', g: 0, u: 1 });
    for (let i = 0; i < 3; i++) play(s, 1, decline);
    expect(s.units[1].hp).toBe(22);
    expect(mecha.toMove(s)).toEqual([0]);
  });
});

describe('MR-27 durations', () => {
  /** 电磁干扰爆弹 (two turns) lands on a Blue mech in Red's turn; then Red and Blue end one turn each. */
  const jammed = (durations: 'ownTurns' | 'includeCurrent') => {
    const s = scenario({
      options: { durations },
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'RU-001', zone: Z(1, 0), pilot: 'zack-fair' },
        { owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'john-snow' },
      ],
      dice: [1, 20],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, attack(2, 3));
    const put = s.units[3].debuffTurns;
    play(s, 0, { t: 'end' });
    play(s, 1, { t: 'end' });
    return { put, after: s.units[3].debuff };
  };

  it('MR-27 ownTurns (default): counted from the owner\'s next turn — still on after one Blue turn', () => {
    expect(jammed('ownTurns')).toEqual({ put: 2, after: 5 });
  });

  it('MR-27 includeCurrent: Red\'s turn in progress is the first of the two — off after one Blue turn', () => {
    expect(jammed('includeCurrent')).toEqual({ put: 1, after: 0 });
  });

  it('MR-27 includeCurrent: an effect of one turn still reaches into the owner\'s next turn (便携式干扰弹)', () => {
    const s = scenario({
      options: { durations: 'includeCurrent' },
      red: { ship: 'FA-07A' },
      blue: { ship: 'FA-07A' },
      mechs: [
        { owner: 0, mech: 'URA-01A', zone: Z(2, 0), pilot: 'zack-fair', gear: ['jammer'] },
        { owner: 1, mech: 'URA-00', zone: Z(3, 0), pilot: 'john-snow' },
      ],
    });
    play(s, 0, { t: 'op', m: 2 });
    play(s, 0, { t: 'gear', m: 2, i: 0, u: 3 });
    expect(s.units[3].stun).toBe(1);
  });
});

describe('MR-28 a level arms race', () => {
  const level = (armsRaceTie: 'draw' | 'playOn', goals: ('raid' | 'armsRace')[]) => {
    const s = scenario({ options: { armsRaceTie }, goals, turn: 20, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' } });
    const ev = play(s, 0, { t: 'end' });
    return { s, ev };
  };

  it('MR-28 draw (default): a level 军备竞赛 ends the game in a draw, whatever else was chosen', () => {
    const { s } = level('draw', ['raid', 'armsRace']);
    expect([s.phase, s.winner, s.reason]).toEqual(['over', 2, 'armsRace']);
  });

  it('MR-28 playOn: level, with 劫掠 also chosen, play goes on; with 军备竞赛 alone it is still a draw', () => {
    const { s, ev } = level('playOn', ['raid', 'armsRace']);
    expect(mecha.result(s)).toBeNull();
    expect([s.phase, s.active, s.turn]).toEqual(['play', 1, 21]);
    expect(eventsOf(ev, 'armsRaceTie')).toHaveLength(1);
    const alone = level('playOn', ['armsRace']).s;
    expect(alone.winner).toBe(2);
  });
});

describe('MR-29 the event deck', () => {
  /** Twelve entries of one mech into the event zone; the weather drawn each time. */
  const draws = (eventDeck: 'replace' | 'deck', seed: number) => {
    const s = scenario({ options: { eventDeck }, red: { ship: 'FA-07A' }, blue: { ship: 'FA-07A' }, mechs: [{ owner: 0, mech: 'URA-00', zone: EVENT, pilot: 'zack-fair' }] });
    s.rng = new (Object.getPrototypeOf(s.rng).constructor as new (seed: string) => typeof s.rng)(`events:${seed}`);
    const out: string[] = [];
    for (let i = 0; i < 12; i++) {
      const ev: GameEvent[] = [];
      const u = s.units[2];
      Object.assign(u, { place: 'field', zone: EVENT, hp: 99, maxHp: 99, bound: false });
      enterEventZone(s, u, ev);
      out.push(String(eventsOf(ev, 'weather')[0].weather));
    }
    return { s, out };
  };

  it('MR-29 deck: six draws show the six cards, then the deck is shuffled again; the cards left are public', () => {
    for (let seed = 0; seed < 5; seed++) {
      const { s, out } = draws('deck', seed);
      expect(new Set(out.slice(0, 6)).size).toBe(6);
      expect(new Set(out.slice(6)).size).toBe(6);
      expect(s.deck).toEqual([]);
      expect(mecha.view(s, 1)).toMatchObject({ eventsLeft: [] });
    }
  });

  it('MR-29 replace (default): every draw is from all six, so a card can come again before the others', () => {
    const repeats = [0, 1, 2, 3, 4].filter((seed) => new Set(draws('replace', seed).out.slice(0, 6)).size < 6);
    expect(repeats.length).toBeGreaterThan(0);
    expect(draws('replace', 0).s.deck).toBeUndefined();
  });
});
