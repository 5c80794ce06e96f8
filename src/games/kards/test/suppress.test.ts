// 抑制 suppress (§4.1.12) and 收缴 capture (§3.3.8), the cards that suppress, and the seed sections whose
// behaviour had no rule id of its own (§3.4.5, §3.7.2, §3.8.1, §4.1.11, §4.1.13). Named by rule id.
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../cards.js';
import { KW } from '../effects/lang.js';
import { kards } from '../index.js';
import { MOD } from '../hand.js';
import type { Unit } from '../state.js';
import { attackOf, kwOf, opOf } from '../units.js';
import { act, at, keys, scenario } from './scenario.js';

const NONE = -1;
const card = (u: Unit) => CARDS[u.card];

describe('K-4.1.12 抑制 suppress', () => {
  it('K-4.1.12a DURESS: 重置其行动花费,抹去所有特效和效果,重置攻击力和防御力 — a higher defense drops to the printed one, a lower one stays', () => {
    const s = scenario({ hands: [['duress', 'duress'], []], support: [[], ['kv1_1939', '30th_regiment']] });
    const [kv, inf] = s.lines[1];
    kv.atk += 2; kv.def += 3; kv.top = kv.def; kv.op = 5; kv.tmpAtk = 1; kv.tmpOp = 1;
    kv.kw |= KW.fury | KW.mobilize; kv.tmpKw |= KW.blitz; kv.vet = true; kv.mob = 1; kv.doomed = true;
    expect([kwOf(s, kv) & KW.guard, kv.armor]).toEqual([KW.guard, 1]);
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    const c = card(kv);
    expect([kv.sup, attackOf(s, kv), kv.def, kv.top, opOf(s, kv), kwOf(s, kv), kv.armor, kv.vet, kv.doomed, kv.hurt])
      .toEqual([true, c.atk, c.def, c.def, c.op, 0, 0, false, false, false]);
    const v = kards.view(s, 1) as { support: { uid: number; suppressed: boolean }[][] };
    expect(v.support[1].map((x) => x.suppressed)).toEqual([true, false]);
    inf.def = card(inf).def - 1; inf.hurt = true; inf.atk += 3;
    act(s, { t: 'give', h: 0, tgt: inf.uid });
    expect([inf.atk, inf.def, inf.hurt]).toEqual([card(inf).atk, card(inf).def - 1, true]);
  });
  it('K-4.1.12b the card text is off: no aura (TYPE 93), no turn-start trigger (16th RIFLES), no 亡计 (AKITA REGIMENT), no "can\'t attack" (BP-43), no printed Guard (KV-1)', () => {
    const aura = scenario({ hands: [['duress'], []], support: [['type_93', '30th_regiment'], []] });
    expect(attackOf(aura, at(aura, 0, 1))).toBe(5);
    act(aura, { t: 'give', h: 0, tgt: at(aura, 0, 0).uid });
    expect(attackOf(aura, at(aura, 0, 1))).toBe(4);

    const start = scenario({ hands: [['duress'], []], support: [['16th_rifles', '16th_rifles'], []] });
    act(start, { t: 'give', h: 0, tgt: at(start, 0, 0).uid });
    act(start, { t: 'end' });
    act(start, { t: 'end' }, 1);
    expect([at(start, 0, 0).atk, at(start, 0, 1).atk]).toEqual([0, 1]);

    // AKITA's 亡计 deals 2 to a random enemy (here: the HQ or the T-34); suppressed, nothing.
    const fightAkita = (suppress: boolean) => {
      const s = scenario({ hands: [['duress'], []], support: [[], ['akita_regiment']], front: ['t34_1942'], frontOwner: 0 });
      if (suppress) act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
      const t34 = at(s, 2, 0);
      act(s, { t: 'attack', u: t34.uid, tgt: at(s, 1, 0).uid });
      expect(s.lines[1]).toEqual([]);
      return s.sides[0].hq + t34.def;
    };
    expect(fightAkita(false) - fightAkita(true)).toBe(-2);

    const train = scenario({ hands: [['duress'], []], support: [[], ['30th_regiment']], front: ['bp43_armored_train'], frontOwner: 0 });
    const bp = at(train, 2, 0);
    expect(keys(train).some((k) => k.startsWith(`attack:${bp.uid}:`))).toBe(false);
    act(train, { t: 'give', h: 0, tgt: bp.uid });
    expect(keys(train).some((k) => k.startsWith(`attack:${bp.uid}:`))).toBe(true);

    // Its class stays: a suppressed tank still moves and attacks in one turn (§3.1.2).
    const tank = scenario({ hands: [['duress'], []], support: [['t34_1942'], ['30th_regiment']] });
    const t = at(tank, 0, 0);
    act(tank, { t: 'give', h: 0, tgt: t.uid });
    act(tank, { t: 'move', u: t.uid });
    expect(keys(tank)).toContain(`attack:${t.uid}:${at(tank, 1, 0).uid}`);

    const guard = scenario({ hands: [['duress'], []], support: [[], ['kv1_1939', '30th_regiment']], front: ['t34_1942'], frontOwner: 0 });
    const t34 = at(guard, 2, 0), inf = at(guard, 1, 1);
    expect(keys(guard)).not.toContain(`attack:${t34.uid}:${inf.uid}`);
    act(guard, { t: 'give', h: 0, tgt: at(guard, 1, 0).uid });
    expect(keys(guard)).toContain(`attack:${t34.uid}:${inf.uid}`);
  });
  it('K-4.1.12c K-R60t a suppressed unit gains effects anew (IMPERIAL ORDER +1+1 after DURESS) and other units\' auras still reach it', () => {
    const s = scenario({ hands: [['duress', 'imperial_order'], []], support: [['30th_regiment', 'type_93'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, attackOf(s, u)]).toEqual([5, 5, 6]);
  });
  it('K-4.1.12d "Cannot Retreat or be Suppressed" (10th GUARDS REGIMENT): DURESS changes nothing, TACTICAL WITHDRAWAL does not move it', () => {
    const s = scenario({ hands: [['duress', 'tactical_withdrawal'], []], front: ['10th_guards_regiment'], frontOwner: 0 });
    const u = at(s, 2, 0);
    u.atk += 2;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.sup, u.atk, kwOf(s, u) & KW.guard]).toEqual([undefined, card(u).atk + 2, KW.guard]);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(s.lines[2]).toEqual([u]);
  });
  it('K-4.1.12e K-3.3.9c 动员 stats are lost on 抑制; K-3.3.6 a suppressed unit no longer forms a 钳制', () => {
    const s = scenario({ hands: [['duress'], []], support: [['30th_regiment'], []], active: 1 });
    const u = at(s, 0, 0);
    u.kw |= KW.mobilize;
    act(s, { t: 'end' });
    expect(u.atk).toBe(card(u).atk + 1);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.atk, u.def, u.kw & KW.mobilize]).toEqual([card(u).atk, card(u).def, 0]);
    act(s, { t: 'end' });
    act(s, { t: 'end' }, 1);
    expect(u.atk).toBe(card(u).atk);
    // 钳制在双方消失 (§3.3.6): IRISH GUARDS +1 and CRUISER Mk III +2 while formed; one suppressed ends both.
    const p = scenario({ hands: [['duress'], []], support: [['irish_guards'], []], front: ['cruiser_mk_iii'], frontOwner: 0 });
    const [ig, cr] = [at(p, 0, 0), at(p, 2, 0)];
    expect([attackOf(p, ig), attackOf(p, cr)]).toEqual([3, 4]);
    act(p, { t: 'give', h: 0, tgt: cr.uid });
    expect([attackOf(p, ig), attackOf(p, cr)]).toEqual([2, 2]);
  });
  it('K-R60s a pin stays on suppression; option suppressClearsPin ends it', () => {
    for (const clears of [false, true]) {
      const s = scenario({ hands: [['naval_power', 'duress'], []], support: [[], ['i16_ishak']], options: { suppressClearsPin: clears } });
      const u = at(s, 1, 0);
      act(s, { t: 'give', h: 0, tgt: u.uid });
      act(s, { t: 'give', h: 0, tgt: u.uid });
      expect(u.pinned >= s.turn).toBe(!clears);
    }
  });
});

describe('K-4.1.12 cards that suppress', () => {
  it('suppression SUPPRESSION: suppress target unit; draw a card only with an air unit', () => {
    for (const air of [false, true]) {
      const s = scenario({ hands: [['suppression'], []], support: [air ? ['la5'] : [], ['kv1_1939']], decks: [['bt7'], []] });
      act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
      expect([at(s, 1, 0).sup, at(s, 1, 0).armor, s.sides[0].hand.length]).toEqual([true, 0, air ? 1 : 0]);
    }
  });
  it('pummel PUMMEL: suppress target unit, then destroy it if it costs 3 or less', () => {
    const s = scenario({ hands: [['pummel', 'pummel'], []], support: [[], ['kv1_1939', '30th_regiment']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    expect([s.lines[1].length, at(s, 1, 0).sup]).toEqual([2, true]);
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(s.lines[1].map((u) => u.card)).toEqual([cardIndex('kv1_1939')]);
  });
  it('m10a1 M10A1 and fokker_d_xxi FOKKER D.XXI: deployment: suppress target enemy unit', () => {
    for (const id of ['m10a1', 'fokker_d_xxi']) {
      const s = scenario({ hands: [[id], []], support: [[], ['kv1_1939']] });
      const kv = at(s, 1, 0);
      act(s, { t: 'deploy', h: 0, tgt: kv.uid });
      expect([kv.sup, kwOf(s, kv)]).toEqual([true, 0]);
    }
  });
  it('b24j B-24J: deployment: suppress target enemy unit and adjacent units', () => {
    const s = scenario({ hands: [['b24j'], []], support: [[], ['kv1_1939', 'kv1_1939', 'kv1_1939', '30th_regiment']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 1).uid });
    expect(s.lines[1].map((u) => u.sup === true)).toEqual([true, true, true, false]);
  });
  it('vicious_salvo VICIOUS SALVO: 3 damage to target unit, suppress adjacent units', () => {
    const s = scenario({ hands: [['vicious_salvo'], []], support: [[], ['kv1_1939', 'kv1_1939', 'kv1_1939', 'kv1_1939']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 1).uid });
    expect(s.lines[1].map((u) => [u.def, u.sup === true])).toEqual([[7, true], [4, false], [7, true], [7, false]]);
  });
  it('h39_swg H39 sWG: units it attacks are suppressed (after the fight, K-R60h)', () => {
    const s = scenario({ support: [['h39_swg'], ['kv1_1939']] });
    const kv = at(s, 1, 0);
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: kv.uid });
    expect([kv.def, kv.sup, kv.armor]).toEqual([7 - 1 + 1, true, 0]);
  });
  it('hit_the_drop_point HIT THE DROP POINT: when the enemy deploys a unit, suppress it (its Covert clause reads as nothing, K-R60c)', () => {
    const s = scenario({ hands: [['kv1_1939'], []], cms: [[], ['hit_the_drop_point']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect([at(s, 0, 0).sup, kwOf(s, at(s, 0, 0)), s.sides[1].cms]).toEqual([true, 0, []]);
  });
});

describe('K-3.3.8 收缴 capture', () => {
  it('K-3.3.8 a unit with 收缴 that destroys a unit puts that card in its owner\'s hand (明牌) as a 1/1 with its text, marked 被收缴', () => {
    const s = scenario({ support: [[], ['akita_regiment']], front: ['t34_1942'], frontOwner: 0 });
    const t34 = at(s, 2, 0);
    t34.kw |= KW.capture;
    act(s, { t: 'attack', u: t34.uid, tgt: at(s, 1, 0).uid });
    const p = s.sides[0];
    expect([p.hand, p.shown, p.mods]).toEqual([[cardIndex('akita_regiment')], [true], [MOD.captured]]);
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const u = s.lines[0][0];
    expect([u.card, u.atk, u.def, u.cap, kwOf(s, u) & KW.blitz]).toEqual([cardIndex('akita_regiment'), 1, 1, true, KW.blitz]);
    const v = kards.view(s, 1) as { support: { uid: number; captured: boolean }[][] };
    expect(v.support[0].find((x) => x.uid === u.uid)?.captured).toBe(true);
  });
  it('K-3.3.8b the defender\'s kill by counter-damage captures too; K-R61c option capture: never', () => {
    const s = scenario({ support: [[], ['kv1_1939']], front: ['bt7'], frontOwner: 0 });
    at(s, 1, 0).kw |= KW.capture;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[1].hand).toEqual([cardIndex('bt7')]);
    const n = scenario({ support: [[], ['akita_regiment']], front: ['t34_1942'], frontOwner: 0, options: { capture: 'never' } });
    at(n, 2, 0).kw |= KW.capture;
    act(n, { t: 'attack', u: at(n, 2, 0).uid, tgt: at(n, 1, 0).uid });
    expect([n.lines[1], n.sides[0].hand]).toEqual([[], []]);
  });
});

describe('sections in behaviour, now with their own ids', () => {
  it('K-3.4.5 单位被丢弃的效果: Ki-21 SALLY discarded from hand (by U-375) draws 2', () => {
    const s = scenario({ hands: [['u375'], ['ki21_sally']], decks: [[], ['bt7', 'bt7', 'bt7']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].hand).toEqual([cardIndex('bt7'), cardIndex('bt7')]);
  });
  it('K-3.7.1 防御力低于原本防御力: damage makes a unit 受伤; MONSOON ROT (季风侵袭: defense set to 1 by an effect) does not', () => {
    const s = scenario({ hands: [['monsoon_rot', 'vicious_salvo'], []], support: [[], ['kv1_1939']], front: ['t34_1942'], frontOwner: 1 });
    const [kv, t34] = [at(s, 1, 0), at(s, 2, 0)];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([kv.def, kv.hurt, t34.def, t34.hurt]).toEqual([1, false, 1, false]);
    const d = scenario({ hands: [['vicious_salvo'], []], support: [[], ['kv1_1939']] });
    act(d, { t: 'give', h: 0, tgt: at(d, 1, 0).uid });
    expect([at(d, 1, 0).def, at(d, 1, 0).hurt]).toEqual([4, true]);
  });
  it('K-3.7.2 超过原本防御力: damage that leaves it above its printed defense makes it 受伤; raised again, it is not', () => {
    const s = scenario({ hands: [['supply_drop', 'vicious_salvo', 'supply_drop'], []], support: [['t34_1942'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, u.hurt]).toEqual([6, true]);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, u.hurt]).toEqual([10, false]);
  });
  it('K-3.8.1 压制不会叠加,只能持续1回合: two pins end with the owner\'s next turn', () => {
    const s = scenario({ hands: [['naval_power', 'naval_power'], []], support: [[], ['i16_ishak']] });
    const u = at(s, 1, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    const once = u.pinned;
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([once, u.pinned]).toEqual([s.turn + 1, s.turn + 1]);
  });
  it('K-4.1.11 弃牌/放回卡组: MI5 puts the enemy\'s hand card on top of its deck; U-375 makes it discard', () => {
    const s = scenario({ hands: [['mi5', 'u375'], ['la5', 'bt7']], decks: [['bt7'], ['panzer_ivg']] });
    s.sides[1].hand = [cardIndex('la5')];
    s.sides[1].shown = [false];
    s.sides[1].mods = [0];
    act(s, { t: 'give', h: 0, tgt: NONE });
    // The top of a deck is its end (draws pop).
    expect([s.sides[1].hand, s.sides[1].deck.at(-1)]).toEqual([[], cardIndex('la5')]);
    s.sides[1].hand = [cardIndex('bt7')];
    s.sides[1].shown = [false];
    s.sides[1].mods = [0];
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].hand).toEqual([]);
  });
  it('K-4.1.13 完全修复: the highest defense reached comes back and is the damaged reference; after 抑制 the card\'s defense again', () => {
    const s = scenario({ hands: [['supply_drop', 'vicious_salvo', 'tamanskaya', 'duress'], []], support: [['t34_1942'], []] });
    const u = at(s, 0, 0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'give', h: 0, tgt: u.uid });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect([u.def, u.top, u.hurt]).toEqual([9, 9, false]);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect([u.def, u.top, u.hurt]).toEqual([5, 5, false]);
  });
});
