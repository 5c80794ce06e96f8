// Scenario tests for the rulings of docs/rules/arena.md (AR-R…) that no rule or keyword test already
// proves: each is named by its ruling id and fails if the ruling were read the other way. Rulings shown
// by an existing test carry the id in that test's title (AR-R1, AR-R2, AR-R4, AR-R6, AR-R7, AR-R12, AR-R20, AR-R21, AR-R22).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { hitDamage } from '../combat.js';
import { determinize } from '../determinize.js';
import { arena } from '../index.js';
import { UP, instOf, type ArenaState } from '../state.js';
import { act, at, idOf, K, legalKeys, life, play, scenario } from './scenario.js';

const up = (s: ArenaState, p: number) => s.players[p].disp.filter((e) => (e & UP) !== 0).map((e) => idOf(s, instOf(e)));
/** Answer every damage payment owed with its first option (face down first). */
function payAll(s: ArenaState): void {
  while (s.phase === 'play' && legalKeys(s)[0]?.startsWith('pay')) act(s, arena.legalActions(s, arena.toMove(s)[0])[0]);
}
const FACES = ['face:0', 'face:1', 'face:2', 'face:3', 'face:4', 'face:5'];

describe('arena rulings', () => {
  it('AR-R3 失控 in 4 players: madRule=anyEnemy lets a discard-move close on any enemy; nearestEnemy only on the nearest', () => {
    // Enemies P1 at distance 2 (east) and P3 at distance 3 (west): stepping west closes on P3 only.
    const spec = (madRule: 'anyEnemy' | 'nearestEnemy') =>
      scenario({ options: { madRule }, players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'], mad: true }, { at: [2, 0] }, { at: [0, 4] }, { at: [-3, 0] }] });
    const dirs = (s: ArenaState) => [...new Set(legalKeys(s).filter((k) => k.startsWith('move')).map((k) => Number(k.split(':')[2])))].sort();
    expect(dirs(spec('anyEnemy'))).toEqual([0, 3]); // east closes on P1, west on P3
    expect(dirs(spec('nearestEnemy'))).toEqual([0]);
  });

  it('AR-R8 a 击退 or a card move through a 方位点: the moved piece’s owner picks the facing, once per move', () => {
    // 勾拳 pushes P1 onto the 方位点 (4,0): P1 (not the attacker) picks.
    const s = scenario({ players: [{ at: [2, 0], hand: ['i-hook', 'c-jab'] }, { at: [3, 0], face: 3 }] });
    play(s, 'i-hook');
    payAll(s);
    expect(at(s, 1)).toEqual([4, 0]);
    expect(arena.toMove(s)).toEqual([1]);
    expect(legalKeys(s)).toEqual(FACES);
    act(s, { t: 'face', d: 2 });
    expect(s.players[1].face).toBe(2);
    expect(arena.toMove(s)).toEqual([0]);
    // 疾步 from a 方位点 two cells on: one facing decision for the whole move, not one per cell.
    const t = scenario({ players: [{ at: [4, 0], face: 3, hand: ['c-dash', 'c-jab'] }, { at: [-4, 0] }] });
    play(t, 'c-dash');
    expect(at(t, 0)).toEqual([2, 0]);
    expect(legalKeys(t)).toEqual(FACES);
    act(t, { t: 'face', d: 1 });
    expect(t.players[0].face).toBe(1);
    expect(legalKeys(t).some((k) => k.startsWith('face'))).toBe(false);
  });

  it('AR-R9 damage beyond the life left: every card left is paid face up (each covers 2)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'c-breath'] }] });
    s.players[0].power = 3; // 5 damage against 2 life cards
    play(s, 'h-longshot', 1);
    expect(arena.result(s)?.winners).toEqual([0]); // paid at once: no choice was left to make
    expect(life(s, 1)).toBe(0);
    expect(up(s, 1).sort()).toEqual(['c-breath', 'c-jab']);
    expect(s.players[1].disp.length).toBe(2);
  });

  it('AR-R10 元素爆发 with too few crystals: the card is still played, without the burst (mask 0)', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-flame', 'c-jab'], disp: ['e-fire'] }, { at: [3, 0] }] });
    expect(legalKeys(s).filter((k) => k.startsWith(`play:${K('e-flame')}`))).toEqual([`play:${K('e-flame')}:-1:0`]);
    play(s, 'e-flame', -1, 0);
    payAll(s);
    expect(life(s, 1)).toBe(14);
    expect(up(s, 0)).toContain('e-fire'); // the crystal was not spent
    const t = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-bolt', 'c-jab'] }, { at: [3, 0] }] });
    expect(legalKeys(t)).toContain(`play:${K('e-bolt')}:-1:0`);
  });

  it('AR-R11 colourless cards never make or continue a 连击', () => {
    // 直拳 (colourless) before 上勾拳 (red): no 连击 bonus — 3 damage, payable as at most 1 face up.
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'i-uppercut', 'c-jab'] }, { at: [1, 0], life: 18 }] });
    play(s, 'c-jab');
    payAll(s);
    play(s, 'i-uppercut', 1);
    expect(legalKeys(s)).toEqual(['pay:0', 'pay:1']);
    // 连打 (red), then 调息 (colourless), then 上勾拳: the colourless card breaks the chain.
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-flurry', 'c-breath', 'i-uppercut', 'c-jab'] }, { at: [1, 0] }] });
    play(t, 'i-flurry');
    payAll(t);
    play(t, 'c-breath');
    play(t, 'i-uppercut', 1);
    expect(legalKeys(t)).toEqual(['pay:0', 'pay:1']);
    // Control: red straight after red is a 连击 (4 damage: up to 2 face up).
    const u = scenario({ players: [{ at: [0, 0], hand: ['i-flurry', 'i-uppercut', 'c-jab'] }, { at: [1, 0] }] });
    play(u, 'i-flurry');
    payAll(u);
    play(u, 'i-uppercut', 1);
    expect(legalKeys(u)).toEqual(['pay:0', 'pay:1', 'pay:2']);
  });

  it('AR-R13 反制 voids fixed damage too, with the card’s other effects on that character; 固定 only stops changes', () => {
    // 审判 (锁定, 固定伤害 4) into 反制之盾 (voids locked attacks): no damage at all.
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-smite', 'c-jab'] }, { at: [2, 0], disp: ['w-aegis'] }] });
    play(s, 'w-smite', 1);
    payAll(s);
    expect(life(s, 1)).toBe(18);
    // 擒拿 (锁定, 固定 2, 打出后 耗竭 1): voided, so its deck top is not exhausted either.
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-grapple', 'c-jab'] }, { at: [1, 0], disp: ['w-aegis'], deck: ['c-breath', 'c-dash', 'c-dash'] }] });
    play(t, 'i-grapple', 1);
    payAll(t);
    expect(life(t, 1)).toBe(18);
    expect(t.players[1].exhaust).toEqual([]);
    // Without the 反制 the same play hits and exhausts.
    const u = scenario({ players: [{ at: [0, 0], hand: ['i-grapple', 'c-jab'] }, { at: [1, 0], deck: ['c-breath', 'c-dash', 'c-dash'] }] });
    play(u, 'i-grapple', 1);
    payAll(u);
    expect(life(u, 1)).toBe(16);
    expect(u.players[1].exhaust.map((c) => idOf(u, c))).toEqual(['c-breath']);
  });

  it('AR-R14 识破 of a non-damage card: the nearest enemy, latest face-down cards first', () => {
    // 标记 (识破 2) with enemies at distance 3 and 2: only the nearer one, its two latest cards.
    const s = scenario({
      players: [
        { at: [0, 0], hand: ['h-mark', 'c-jab'] },
        { at: [3, 0], disp: ['?c-jab', '?c-jab'] },
        { at: [-4, 0] },
        { at: [0, 2], disp: ['?c-jab', '?c-dash', '?c-breath'] },
      ],
    });
    play(s, 'h-mark');
    expect(up(s, 1)).toEqual([]);
    expect(up(s, 3)).toEqual(['c-dash', 'c-breath']);
  });

  it('AR-R14 识破 of a damage card: the character hit, even when another enemy is nearer', () => {
    // 虚招 (impact forward) hits P1 at distance 2; P3 behind at distance 1 is nearer but not hit.
    const s = scenario({
      players: [
        { at: [0, 0], hand: ['c-feint', 'c-jab'] },
        { at: [2, 0], disp: ['?c-jab', '?c-dash'] },
        { at: [-4, 4] },
        { at: [-1, 0], disp: ['?c-jab'] },
      ],
    });
    play(s, 'c-feint');
    payAll(s);
    expect(up(s, 1)).toEqual(['c-dash']);
    expect(up(s, 3)).toEqual([]);
  });

  it('AR-R15 6 players: a player at 0 is paid for by the first living teammate in seat order after them', () => {
    const spec = (lives: number[]) =>
      scenario({
        players: [
          { at: [0, 0], hand: ['c-jab', 'c-jab'] },
          { at: [-4, 0], life: lives[1] },
          { at: [0, -4] },
          { at: [1, 0], life: lives[3] },
          { at: [4, -4] },
          { at: [-4, 4], life: lives[5] },
        ],
      });
    // P3 at 0 is hit: P5 (next after P3) pays, not P1 (the lowest seat).
    const s = spec([0, 5, 0, 0, 0, 5]);
    play(s, 'c-jab');
    expect([life(s, 1), life(s, 3), life(s, 5)]).toEqual([5, 0, 4]);
    // P5 at 0 too: the order wraps round to P1.
    const t = spec([0, 5, 0, 0, 0, 0]);
    play(t, 'c-jab');
    expect([life(t, 1), life(t, 3), life(t, 5)]).toEqual([4, 0, 0]);
  });

  it('AR-R16 teams6=three: a knocked-out team leaves the turn order and the last team standing wins (teams6=two: play goes on)', () => {
    const players = (p4: number, p2: number) => [
      { at: [0, 0] as [number, number], hand: ['c-jab'] },
      { at: [1, 0] as [number, number], life: 1 },
      { at: [0, -4] as [number, number], life: p2 },
      { at: [-4, 0] as [number, number] },
      { at: [4, -4] as [number, number], life: p4 },
      { at: [-4, 4] as [number, number], life: 0 },
    ];
    // Teams 0/1/2 = seats {0,3} {1,4} {2,5}. P1 falls (P4 already at 0): team 1 is out.
    const s = scenario({ options: { teams6: 'three' }, players: players(0, 5) });
    play(s, 'c-jab'); // hand 0: the turn ends
    expect(s.phase).toBe('play');
    expect(s.active).toBe(2); // P1 is skipped
    // P1 falls with team 2 already down (P2 and P5 at 0 life): team 0 is the last standing.
    const t = scenario({ options: { teams6: 'three' }, players: players(0, 0) });
    play(t, 'c-jab');
    expect(t.phase).toBe('over');
    expect(arena.result(t)?.winners).toEqual([0, 3]);
    // teams6=two: the same fall knocks out no faction (P3, P5 are P1's teammates); P1 keeps its turn.
    const u = scenario({ options: { teams6: 'two' }, players: players(0, 5) });
    play(u, 'c-jab');
    expect(u.phase).toBe('play');
    expect(u.active).toBe(1);
  });

  it('AR-R17 damage dealt by other players’ responses does not count for 理智 or for the end-step check', () => {
    // 标记 turns P1's 绊索 up; its 响应 strikes P0. P0 dealt no damage: 失控 at the end step;
    // P1 (失控) dealt damage, but not as the active player: still 失控.
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-mark'] }, { at: [3, 0], mad: true, disp: ['?h-trap'] }] });
    play(s, 'h-mark');
    payAll(s);
    expect(life(s, 0)).toBe(17);
    expect(s.active).toBe(1);
    expect(s.players[0].mad).toBe(true);
    expect(s.players[1].mad).toBe(true);
    // The active player's own damage does count (control).
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab'] }, { at: [1, 0] }] });
    play(t, 'c-jab');
    expect(t.players[0].mad).toBe(false);
  });

  it('AR-R18 a game that reaches roundCap rounds is a draw (roundCap option)', () => {
    const s = scenario({ options: { roundCap: 2 }, players: [{ at: [0, 0], hand: ['c-dash'] }, { at: [-4, 0] }] });
    s.turn = 4; // the last turn of round 2
    play(s, 'c-dash');
    expect(s.phase).toBe('over');
    expect(arena.result(s)?.winners).toEqual([]);
    expect(s.reason).toBe('turnCap');
    const t = scenario({ options: { roundCap: 3 }, players: [{ at: [0, 0], hand: ['c-dash'] }, { at: [-4, 0] }] });
    t.turn = 4;
    play(t, 'c-dash');
    expect(t.phase).toBe('play');
    expect(t.active).toBe(1);
  });

  it('AR-R19 determinization treats one’s own recycle zone as unknown (mixed with deck and life)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-dash'], recycle: ['c-breath', 'c-breath'], deck: 4, life: 4 }, { at: [-4, 0] }] });
    const kinds = (d: ArenaState, z: number[]) => z.map((c) => idOf(d, c));
    let moved = 0;
    for (let i = 0; i < 20; i++) {
      const d = determinize(s, 0, new Rng(`r19:${i}`));
      const pl = d.players[0];
      expect(kinds(d, pl.hand)).toEqual(['c-dash']);
      expect([...kinds(d, pl.deck), ...kinds(d, pl.life), ...kinds(d, pl.recycle)].filter((k) => k === 'c-breath').length).toBe(2);
      if (kinds(d, pl.recycle).some((k) => k !== 'c-breath')) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('AR-R23 an activation is followed by the end check like a card play (① and ② end the turn)', () => {
    // ②: activating 壁垒 with an empty hand (as the last thing of the phase) ends the turn.
    const s = scenario({ players: [{ at: [0, 0], hand: [], life: 10, disp: ['w-bulwark', '?c-jab'] }, { at: [-3, 0] }] });
    act(s, { t: 'activate', c: K('w-bulwark') });
    expect(life(s, 0)).toBe(11);
    expect(s.active).toBe(1);
    // ①: with the next player already made to draw to 6+, the activation's resolution ends the turn.
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab'], disp: ['h-eye'] }, { at: [-3, 0] }] });
    t.endFlag = true; // no card of ours feeds the next player by 起动, so ① is set directly
    act(t, { t: 'activate', c: K('h-eye') });
    expect(t.players[0].exhaust.map((c) => idOf(t, c))).toEqual(['h-eye']);
    expect(t.active).toBe(1);
    // Neither: the turn goes on.
    const u = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'], disp: ['h-eye'] }, { at: [-3, 0] }] });
    act(u, { t: 'activate', c: K('h-eye') });
    expect(u.active).toBe(0);
  });
});

describe('AR-R5 a card’s own 展示中 during its own resolution', () => {
  // No card of the current pool both deals damage and sharpens while shown, so the position is made by
  // hand: the card resolving is the shown 鹰眼凝视 (sharpen 1) itself, dealing a jab's damage.
  function ownShownHit(ownShownApplies: boolean): number {
    const s = scenario({ players: [{ at: [0, 0], disp: ['h-eye'] }, { at: [1, 0] }], options: { ownShownApplies } });
    s.cur = { inst: instOf(s.players[0].disp[0]), card: K('c-jab'), lock: -1, mask: 0, bonus: 0, range: 0, costCut: 0, combo: false, hits: [] };
    return hitDamage(s, 0, 1, 0, 1);
  }
  it('AR-R5 never applies by default (ownShownApplies=false); the option lets it count', () => {
    expect(ownShownHit(false)).toBe(1);
    expect(ownShownHit(true)).toBe(2);
  });
});
