// 控制权交换 control change (§4.1.5) and the cards that take control. Named by rule id.
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../cards.js';
import { KW } from '../effects/lang.js';
import { Rng, type GameEvent } from '../../../engine/index.js';
import { cloneInto } from '../copy.js';
import { kards } from '../index.js';
import { cloneState, frontOwner } from '../state.js';
import { act, at, keys, scenario } from './scenario.js';

const cost = (id: string) => CARDS[cardIndex(id)].cost;

describe('K-4.1.5 控制权交换 control change', () => {
  it('K-4.1.5a K-R62c MINORITY RECRUITS: 永久获得控制权 — an enemy support unit joins your support line, and stays yours after the turn', () => {
    const s = scenario({ hands: [['minority_recruits'], []], support: [[], ['t34_1942', 'himeji_regiment']] });
    const t34 = at(s, 1, 0);
    const ev: GameEvent[] = [];
    kards.apply(s, 0, { t: 'give', h: 0, tgt: t34.uid }, ev);
    expect([t34.owner, s.lines[0].includes(t34), s.lines[1].includes(t34)]).toEqual([0, true, false]);
    // A public event, told in both languages.
    const e = ev.find((x) => x.type === 'control');
    const name = CARDS[t34.card].name;
    expect([e?.to, e && kards.describeEvent(e)]).toEqual(['all', { zh: `1号玩家获得 ${name.zh} 的控制权`, en: `Player 1 takes control of ${name.en}` }]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect([t34.owner, s.lines[0].includes(t34)]).toEqual([0, true]);
  });

  it('K-4.1.5b 如该单位在前线且没有其他单位,前线控制权变更 — the lone frontline unit stays there and the frontline is yours', () => {
    const s = scenario({ hands: [['minority_recruits'], []], front: ['t34_1942'], frontOwner: 1 });
    const t34 = at(s, 2, 0);
    expect(frontOwner(s)).toBe(1);
    act(s, { t: 'give', h: 0, tgt: t34.uid });
    expect([frontOwner(s), s.lines[2].includes(t34), t34.owner]).toEqual([0, true, 0]);
  });

  it('K-R62e a frontline won by taking control does not fire "when the enemy captures the frontline" (ENEMY SPOTTED stays set)', () => {
    const s = scenario({ hands: [['minority_recruits'], []], front: ['t34_1942'], frontOwner: 1, cms: [[], ['enemy_spotted']], decks: [[], ['bt7', 'bt7', 'bt7']] });
    const hand = s.sides[1].hand.length;
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect([frontOwner(s), s.sides[1].cms.length, s.sides[1].hand.length]).toEqual([0, 1, hand]);
  });

  it('K-4.1.5c 前线被对方占据且有额外单位时…进入己方支援阵线,当支援阵线已满时,该单位被移除', () => {
    const s = scenario({ hands: [['minority_recruits'], []], front: ['t34_1942', 'kv1_1939'], frontOwner: 1 });
    const t34 = at(s, 2, 0);
    act(s, { t: 'give', h: 0, tgt: t34.uid });
    expect([frontOwner(s), s.lines[0].includes(t34), t34.owner, s.lines[2].length]).toEqual([1, true, 0, 1]);
    // Full support line: removed (not destroyed: no 亡计, not in the destroyed list).
    const full = scenario({ hands: [['minority_recruits'], []], support: [['himeji_regiment', 'himeji_regiment', 'himeji_regiment', 'himeji_regiment'], []], front: ['t34_1942', 'kv1_1939'], frontOwner: 1 });
    const taken = at(full, 2, 0);
    act(full, { t: 'give', h: 0, tgt: taken.uid });
    expect([full.lines[0].length, full.lines[2].length, full.lines.some((l) => l.includes(taken)), full.sides[1].removed]).toEqual([4, 1, false, []]);
  });

  it('K-4.1.5d 交换控制权不会影响单位的身材特效 — stats, keywords, Veteran and damage are kept; the taker may use it this turn (K-R62a)', () => {
    const s = scenario({ hands: [['minority_recruits'], []], support: [[], ['kv1_1939']] });
    const kv = at(s, 1, 0);
    kv.atk += 2; kv.def -= 3; kv.hurt = true; kv.vet = true; kv.kw |= KW.fury; kv.attacks = 1; kv.moved = true;
    const before = [kv.atk, kv.def, kv.hurt, kv.vet, kv.kw, kv.armor];
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    expect([kv.atk, kv.def, kv.hurt, kv.vet, kv.kw, kv.armor]).toEqual(before);
    expect(keys(s)).toContain(`move:${kv.uid}`);
    const fresh = scenario({ hands: [['minority_recruits'], []], support: [[], ['kv1_1939']], options: { takenActs: false } });
    const kv2 = at(fresh, 1, 0);
    act(fresh, { t: 'give', h: 0, tgt: kv2.uid });
    expect(keys(fresh)).not.toContain(`move:${kv2.uid}`);
  });

  it('K-4.1.5e K-R62d CONFUSION: 暂时获得控制权 — cost 3 or less only, and it goes back to its owner at the end of the turn', () => {
    expect([cost('t34_1942') > 3, cost('30th_regiment') <= 3]).toEqual([true, true]);
    const s = scenario({ hands: [['confusion'], []], support: [[], ['t34_1942', '30th_regiment']] });
    const [t34, inf] = s.lines[1];
    expect(keys(s)).not.toContain(`give:0:${t34.uid}`);
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    expect([inf.owner, s.lines[0].includes(inf)]).toEqual([0, true]);
    act(s, { t: 'move', u: inf.uid });
    expect([frontOwner(s), s.lines[2].includes(inf)]).toEqual([0, true]);
    act(s, { t: 'end' });
    // Alone in the frontline: it stays there, and the frontline goes back with it (K-4.1.5b the other way).
    expect([inf.owner, inf.ctl, s.lines[2].includes(inf), frontOwner(s)]).toEqual([1, undefined, true, 1]);
  });

  it('K-4.1.5f PARTISANS: "At the end of turn, send it to owner\'s hand" — to its owner\'s hand as 明牌', () => {
    const s = scenario({ hands: [['partisans'], []], support: [[], ['t34_1942']] });
    const t34 = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: t34.uid });
    expect([t34.owner, s.lines[0].includes(t34)]).toEqual([0, true]);
    act(s, { t: 'end' });
    // Seat 1's turn has begun (it drew): the T-34 is among its cards, revealed.
    const h = s.sides[1].hand.indexOf(t34.card);
    expect([s.lines.some((l) => l.includes(t34)), h >= 0, s.sides[1].shown[h]]).toEqual([false, true, true]);
  });

  it('K-4.1.5g 39th RIFLE REGIMENT: "Deployment: Take control of an enemy unit with cost 2 or less"', () => {
    expect([cost('himeji_regiment') <= 2, cost('30th_regiment') > 2]).toEqual([true, true]);
    const s = scenario({ hands: [['39th_rifle_regiment'], []], support: [[], ['himeji_regiment', '30th_regiment']] });
    const [himeji, inf] = s.lines[1];
    expect(keys(s)).not.toContain(`deploy:0:${inf.uid}`);
    act(s, { t: 'deploy', h: 0, tgt: himeji.uid });
    expect([himeji.owner, s.lines[0].length, s.lines[1].length]).toEqual([0, 2, 1]);
  });
});

describe('K-4.1.5 / K-3.4.6 random play with the control and timed cards', () => {
  it('games finish without exception, control changes happen, and copies equal clones key for key', () => {
    const C = ['confusion', 'partisans', 'minority_recruits', '39th_rifle_regiment', 'escort_group', 'materials', 'armaments'];
    const PLAIN = ['t34_1942', 'himeji_regiment', '30th_regiment', 'panzer_ivg'];
    let changes = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const deck = (n: number) => Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? C[(i + n) % C.length] : PLAIN[i % 4]));
      const s = scenario({ seed, hands: [C.slice(0, 4), C.slice(3)], decks: [deck(seed), deck(seed + 1)], support: [['t34_1942', 'himeji_regiment'], ['30th_regiment', 'panzer_ivg']], front: ['himeji_regiment'], frontOwner: 1 });
      const rng = new Rng(seed);
      for (let k = 0; k < 400 && s.phase !== 'over'; k++) {
        const seat = kards.legalActions(s, 0).length > 0 ? 0 : 1;
        const legal = kards.legalActions(s, seat);
        const ev: GameEvent[] = [];
        kards.apply(s, seat, legal[rng.int(legal.length)], ev);
        changes += ev.filter((e) => e.type === 'control').length;
        expect(JSON.stringify(cloneInto(kards.setup(s.o, 2, new Rng(2)), s))).toBe(JSON.stringify(cloneState(s)));
      }
      expect(s.phase).toBe('over');
    }
    expect(changes).toBeGreaterThan(0);
  });
});
