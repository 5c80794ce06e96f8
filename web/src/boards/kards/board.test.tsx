// The KARDS board renders a real view: both support lines with their HQs, the frontline, kredits, the
// hand as cards; selecting a unit lights its legal targets.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../../src/engine/index.js';
import { kards } from '../../../../src/games/kards/index.js';
import type { ActionChoice, Json } from '../../../../src/protocol/types.js';
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { cardText } from '../../../../src/games/kards/card-text.js';
import type { KardsState } from '../../../../src/games/kards/state.js';
import { act, scenario } from '../../../../src/games/kards/test/scenario.js';
import { gvStat, handStat, statOf } from '../../../../src/games/kards/deck-rec.js';
import { KW } from '../../../../src/games/kards/effects/lang.js';
import { KardsBoard } from './KardsBoard.js';

function choices(m: Match<unknown, never, unknown>, seat: number): ActionChoice[] {
  return m.legalChoices(seat).map((c) => ({ action: c.action as Json, key: c.key, label: c.label }));
}

describe('kards board', () => {
  it('draws the HQs, the lines, kredits and the hand (zh and en); the opponent hand stays hidden', () => {
    const m = Match.create(kards, {}, 4, 2) as unknown as Match<unknown, never, unknown>;
    for (const seat of [m.toMove()[0], m.toMove()[0] === 0 ? 1 : 0]) m.apply(seat, { t: 'mull', m: 0 } as never);
    const seat = m.toMove()[0];
    for (const lang of ['zh', 'en'] as const) {
      const html = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang={lang} onPick={() => {}} />);
      expect(html.match(/data-hq=/g)).toHaveLength(2);
      expect(html).toContain('data-line="front"');
      expect(html.match(/data-card="[a-z0-9_]+"/g)?.length).toBe((m.view(seat) as { sides: { hand: unknown[] }[] }).sides[seat].hand.length);
      expect(html).toContain(lang === 'zh' ? '指挥点' : 'Kredits');
      expect(html).toContain('▮');
    }
  });
});

describe('kards board: the table of issue 15', () => {
  /** Random legal play from a fixed seed until `done` holds (or the game ends). */
  function playUntil(done: (m: Match<unknown, never, unknown>) => boolean): Match<unknown, never, unknown> {
    const m = Match.create(kards, {}, 7, 2) as unknown as Match<unknown, never, unknown>;
    let x = 12345;
    for (let i = 0; i < 5000 && !m.isOver() && !done(m); i++) {
      const seat = m.toMove()[0];
      const cs = m.legalChoices(seat);
      // Prefer setting countermeasures and deploying, so the board gets something to show.
      const cm = cs.find((c) => (c.action as { t: string }).t === 'cm');
      x = (x * 1103515245 + 12345) % 2147483648;
      m.apply(seat, (cm ?? cs[x % cs.length]).action as never);
    }
    return m;
  }
  const sides = (m: Match<unknown, never, unknown>) => (m.view(0) as unknown as { sides: { cms: unknown }[] }).sides;

  it('BOARD-1 your face-down countermeasures are named to you; the opponent sees only that they are there', () => {
    const ownCms = (mm: Match<unknown, never, unknown>, i: number) => (mm.view(i) as unknown as { sides: { cms: string[] }[] }).sides[i].cms;
    const m = playUntil((mm) => ownCms(mm, 0).length > 0 || ownCms(mm, 1).length > 0);
    const owner = ownCms(m, 0).length > 0 ? 0 : 1;
    expect(ownCms(m, owner).length).toBeGreaterThan(0);
    const ids = (m.view(owner) as unknown as { sides: { cms: string[] }[] }).sides[owner].cms;
    const name = CARDS[cardIndex(ids[0])].name.en;
    const mine = renderToStaticMarkup(<KardsBoard view={m.view(owner)} seat={owner} actions={[]} log={[]} lang="en" onPick={null} />);
    expect(mine).toContain('data-cms="own"');
    expect(mine).toContain(name);
    const theirs = renderToStaticMarkup(<KardsBoard view={m.view(1 - owner)} seat={1 - owner} actions={[]} log={[]} lang="en" onPick={null} />);
    expect(theirs).toContain('data-cms="hidden"');
    expect(theirs).not.toContain(`>${name}<`);
    expect(sides(m).length).toBe(2);
  });

  it('BOARD-2 units show attack/defense, op cost and keyword marks with names in zh and en; playable cards and ready units are marked', () => {
    const m = playUntil((mm) => {
      const v = mm.view(0) as unknown as { support: { kw: number }[][]; front: unknown[] };
      return v.support.flat().some((u) => u.kw !== 0);
    });
    const seat = m.toMove()[0];
    const zh = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="zh" onPick={() => {}} />);
    const en = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="en" onPick={() => {}} />);
    expect(zh).toMatch(/data-kw="[a-z]+" title="(守护|烟幕|奋战|伏击|闪击|免疫|动员|山地)"/);
    expect(en).toMatch(/data-kw="[a-z]+" title="(Guard|Smokescreen|Fury|Ambush|Blitz|Immune|Mobilize|Alpine)"/);
    expect(zh).toMatch(/(步兵|坦克|炮兵|战斗机|轰炸机) · <span title="行动费用">⚙\d+/);
    expect(en).toMatch(/(Infantry|Tank|Artillery|Fighter|Bomber) · <span title="Operation cost">⚙\d+/);
    const acts = m.legalChoices(seat).map((c) => c.action as { t: string });
    if (acts.some((a) => a.t === 'deploy' || a.t === 'give')) expect(zh).toContain('data-playable="yes"');
    if (acts.some((a) => a.t === 'attack' || a.t === 'move')) expect(zh).toContain('data-ready="yes"');
  });
});

describe('kards board: mulligan', () => {
  it('BOARD-3 the opening hand is kept or sent back on the board (a confirm button), not only through mask numbers', () => {
    const m = Match.create(kards, {}, 4, 2) as unknown as Match<unknown, never, unknown>;
    const seat = m.toMove()[0];
    const zh = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="zh" onPick={() => {}} />);
    expect(zh).toContain('data-testid="kards-mulligan"');
    expect(zh).toContain('保留全部手牌');
    const en = renderToStaticMarkup(<KardsBoard view={m.view(seat)} seat={seat} actions={choices(m, seat)} log={[]} lang="en" onPick={() => {}} />);
    expect(en).toContain('Keep this hand');
    // The other seat, not to move, gets no mulligan button.
    const other = renderToStaticMarkup(<KardsBoard view={m.view(1 - seat)} seat={1 - seat} actions={choices(m, 1 - seat)} log={[]} lang="en" onPick={() => {}} />);
    expect(other).not.toContain('kards-mulligan');
  });
});

describe('kards board: costs now, card text, removed cards', () => {
  const board = (s: KardsState, seat: number, lang: 'zh' | 'en') =>
    renderToStaticMarkup(<KardsBoard view={kards.view(s, seat)} seat={seat} actions={[]} log={[]} lang={lang} onPick={null} />);

  it('BOARD-4 a hand card shows what it costs now, marked when a cost change applies, and its text in zh and en', () => {
    // BLACK WATCH: orders in the enemy hand cost 2 more.
    const s = scenario({ hands: [[], ['fortification', '30th_regiment']], support: [['black_watch'], []] });
    const fort = CARDS[cardIndex('fortification')];
    const zh = board(s, 1, 'zh');
    expect(zh).toContain(`data-cost="${fort.cost + 2}" data-cost-changed="up"`);
    expect(zh).toContain(`印刷费用 ${fort.cost}`);
    expect(zh).toContain(`data-cost="${CARDS[cardIndex('30th_regiment')].cost}" title="费用"`);
    expect(zh).toContain(cardText(fort.i).zh);
    const en = board(s, 1, 'en');
    expect(en).toContain(`Cost (printed ${fort.cost})`);
    expect(en).toContain(cardText(fort.i).en);
    // The enemy unit's text is its tooltip.
    expect(zh).toContain(cardText(cardIndex('black_watch')).zh);
  });

  it('BOARD-5 each side has a destroyed and discarded pile, counted and named (zh and en)', () => {
    const s = scenario({ hands: [['carpet_bombing', 'u375'], ['fortification']], support: [[], ['1_infantry_regiment', 'tiger_ih', 'himeji_regiment']] });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    for (const seat of [0, 1]) {
      const zh = board(s, seat, 'zh');
      expect(zh).toContain('data-destroyed-count="1">2<');
      expect(zh).toContain('data-discarded-count="1">1<');
      expect(zh).toContain('data-destroyed-count="0">0<');
      expect(zh).toContain('已消灭');
      const en = board(s, seat, 'en');
      expect(en).toContain(`Destroyed: ${CARDS[cardIndex('himeji_regiment')].name.en}, ${CARDS[cardIndex('1_infantry_regiment')].name.en}`);
      expect(en).toContain(`Discarded: ${CARDS[cardIndex('fortification')].name.en}`);
    }
  });

  it('BOARD-6 a suppressed (抑制) unit and a captured (被收缴) one are marked for both players, in zh and en', () => {
    const s = scenario({ hands: [['duress'], []], support: [[], ['kv1_1939', '30th_regiment']] });
    const [kv, inf] = s.lines[1];
    act(s, { t: 'give', h: 0, tgt: kv.uid });
    inf.cap = true;
    for (const seat of [0, 1]) {
      const zh = board(s, seat, 'zh');
      expect(zh.match(/data-state="suppressed"/g)?.length).toBe(1);
      expect(zh).toContain('>抑制<');
      expect(zh).toContain('>被收缴<');
      const en = board(s, seat, 'en');
      expect(en).toContain('>suppressed<');
      expect(en).toContain('>captured<');
    }
    const fresh = scenario({ support: [[], ['kv1_1939']] });
    expect(board(fresh, 0, 'en')).not.toContain('data-state=');
  });

  it('BOARD-7 the public states of K-R65v: the HQ\'s Smokescreen, "no deploys" owed and in force, limbo, unit and hand-slot marks, for both players in zh and en', () => {
    // DEPTH CHARGES: seat 0's HQ gains Smokescreen; U-48: seat 1 cannot deploy next turn.
    const s = scenario({ hands: [['depth_charges', 'u48', 'isolation', 'mobilization'], ['t70']], front: ['t70'], frontOwner: 1, support: [['t70'], []], decks: [['bt7', 't70', 't70'], ['t70', 't70']] });
    const foe = s.lines[2][0];
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'give', h: 0, tgt: -1 });
    act(s, { t: 'give', h: 0, tgt: foe.uid });
    act(s, { t: 'give', h: 0, tgt: -1 });
    s.lines[0][0].doomed = true;
    for (const seat of [0, 1]) {
      const zh = board(s, seat, 'zh');
      expect(zh).toContain('data-hq-state="smoke"');
      expect(zh).toContain('>烟幕 <');
      expect(zh).toContain('下回合: 不能部署单位');
      expect(zh).toContain(`data-limbo-unit="${foe.uid}"`);
      expect(zh).toContain('>回合结束消灭<');
      const en = board(s, seat, 'en');
      expect(en).toContain('>Smokescreen <');
      expect(en).toContain('next turn: no deploys');
      expect(en).toContain(`back at the start of turn ${s.turn + 2}`);
      expect(en).toContain('>doomed<');
    }
    // MOBILIZATION's drawn cards: "discarded at end of turn", on the owner's cards and on the opponent's card backs.
    expect(board(s, 0, 'en')).toContain('data-hand-marks="true">discarded at end of turn<');
    expect(board(s, 1, 'zh')).toContain('data-foe-marks="回合结束时弃置"');
    expect(board(scenario({ support: [['t70'], ['t70']] }), 0, 'en')).not.toMatch(/data-(hq-state|limbo|turn-states|hand-marks|foe-marks)/);
  });

  it('BOARD-11 K-R70w2 what a hand card\'s unit gets when deployed shows on it for its owner (zh/en), and to the opponent only once the card is revealed', () => {
    const s = scenario({ hands: [['bt7', 'bt7'], []] });
    handStat(s.sides[0], 1, statOf(3, 0, KW.blitz));
    expect(board(s, 0, 'en')).toContain('data-hand-marks="true">+3+0, Blitz when deployed<');
    expect(board(s, 0, 'zh')).toContain('data-hand-marks="true">部署时+3+0、闪击<');
    const gets = (seat: number) => (kards.view(s, seat) as unknown as { sides: { gets: unknown[] }[] }).sides[0].gets;
    expect(gets(0)).toEqual([null, { atk: 3, def: 0, kw: KW.blitz, texts: [] }]);
    expect(gets(1)).toEqual([null, null]);
    expect(board(s, 1, 'en')).not.toContain('when deployed');
    s.sides[0].shown[1] = true;
    expect(gets(1)).toEqual([null, { atk: 3, def: 0, kw: KW.blitz, texts: [] }]);
    expect(board(s, 1, 'en')).toContain('data-foe-marks="+3+0, Blitz when deployed"');
    // K-R71f: a text given to the card (IJN YAMATO's) is named by the card that gave it.
    handStat(s.sides[0], 0, gvStat(s.sides[0], cardIndex('ijn_yamato')));
    expect(gets(0)[0]).toEqual({ atk: 0, def: 0, kw: 0, texts: ['ijn_yamato'] });
    expect(board(s, 0, 'en')).toContain(`the text of ${CARDS[cardIndex('ijn_yamato')].name.en} when deployed`);
    expect(board(s, 0, 'zh')).toContain(`部署时${CARDS[cardIndex('ijn_yamato')].name.zh}给予的能力`);
  });

  it('BOARD-8 K-R66e an order\'s delayed ability shows on its side\'s line, with when it fires, for both players in zh and en', () => {
    const s = scenario({ hands: [['ijn_mikura'], []], support: [[], ['bt7']], decks: [['bt7', 'ijn_mikura', 'bt7'], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: s.lines[1][0].uid });
    for (const seat of [0, 1]) {
      expect(board(s, seat, 'en')).toContain(`delayed: IJN MIKURA (at the end of turn ${s.turn})`);
      expect(board(s, seat, 'zh')).toContain(`延迟效果: ${CARDS[cardIndex('ijn_mikura')].name.zh} (第${s.turn}回合结束时)`);
    }
  });
});

describe('KARDS orders left in force', () => {
  const board = (s: KardsState, seat: number, lang: 'zh' | 'en') =>
    renderToStaticMarkup(<KardsBoard view={kards.view(s, seat)} seat={seat} actions={[]} log={[]} lang={lang} onPick={null} />);
  it('BOARD-10 K-R67l/y/z what an order leaves in force shows on its side\'s line for both players: MUD, GRIM DAY, IMPERIAL DECREE, RUSH PRODUCTION', () => {
    const s = scenario({ hands: [['grim_day', 'imperial_decree', 'rush_production', 'mud'], []], support: [[], ['la5']], decks: [['bt7', 'bt7'], ['bt7', 'bt7']] });
    for (let i = 0; i < 4; i++) act(s, { t: 'give', h: 0, tgt: -1 });
    for (const seat of [0, 1]) {
      const en = board(s, seat, 'en');
      expect(en).toContain(`through turn ${s.sides[0].grim} the enemy pays 2 more to target or attack its units`);
      expect(en).toContain('the next damage order deals 1 more');
      expect(en).toMatch(/in force: RUSH PRODUCTION \(through turn \d+\)/);
      expect(en).toContain('next turn: ground units cannot attack');
      expect(board(s, seat, 'zh')).toContain('地面单位不能攻击');
    }
  });
});

describe('KARDS end-screen names', () => {
  it('BOARD-9 the summary names cards once the board has loaded (ids otherwise)', async () => {
    const { cardName } = await import('./names.js');
    await import('./KardsBoard.js');
    expect(cardName('pak_38').en).toBe('PAK 38');
    expect(cardName('no_such_card')).toEqual({ zh: 'no_such_card', en: 'no_such_card' });
  });
});

describe('KARDS attack previews on the table', () => {
  it('BOARD-12 K-PV1 a selected unit\'s lit targets show what its attack would do (the server\'s preview, zh and en), and so does the action list', async () => {
    const { attackForesight } = await import('./foresight.js');
    const { UnitCard } = await import('./UnitCard.js');
    const { ActionPanel } = await import('../../match/ActionPanel.js');
    const { FixedLang } = await import('../../i18n/lang.js');
    const s = scenario({ support: [['25_pounder', 'i16_ishak'], ['5th_brigade', '30th_regiment']] });
    const [gun, target] = [s.lines[0][0], s.lines[1][1]];
    // The choices as the server sends them: with previews.
    const cs: ActionChoice[] = kards.legalActions(s, 0).map((a) => ({ action: a as Json, key: kards.actionKey(a), label: kards.describeAction(s, 0, a), ...(kards.preview?.(s, 0, a) ? { preview: kards.preview(s, 0, a)! } : {}) }));
    const n = CARDS[cardIndex('25_pounder')].atk;
    const en = attackForesight(cs, gun.uid, 'en');
    expect(en.get(target.uid)).toBe(`deals ${n}; takes none`);
    expect(attackForesight(cs, gun.uid, 'zh').get(target.uid)).toBe(`造成${n}点伤害；自身不受伤害`);
    // Only the selected unit's attacks, and nothing without a selection.
    expect([...en.keys()].sort()).toEqual(cs.map((c) => c.action as { t: string; u?: number; tgt?: number }).filter((a) => a.t === 'attack' && a.u === gun.uid).map((a) => a.tgt).sort());
    expect(attackForesight(cs, null, 'en').size).toBe(0);
    const view = (kards.view(s, 0) as unknown as { support: { uid: number }[][] }).support[1].find((u) => u.uid === target.uid)!;
    const card = renderToStaticMarkup(<UnitCard u={view as never} lang="en" lit picked={false} ready={false} foresight={en.get(target.uid)} onClick={() => {}} />);
    expect(card).toMatch(new RegExp(`data-preview="true"[^>]*>⚔ deals ${n}; takes none<`));
    const plain = renderToStaticMarkup(<UnitCard u={view as never} lang="en" lit={false} picked={false} ready={false} onClick={() => {}} />);
    expect(plain).not.toContain('data-preview');
    const panel = renderToStaticMarkup(<FixedLang lang="en"><ActionPanel actions={cs} candidates={null} disabled={false} undoable={0} onAct={() => {}} onCancel={() => {}} onUndo={() => {}} /></FixedLang>);
    expect(cs.filter((c) => c.preview).length).toBeGreaterThan(1);
    expect(panel.match(/class="preview"/g)?.length).toBe(cs.filter((c) => c.preview).length);
    expect(panel).toContain(`<span class="preview">deals ${n}; takes none</span>`);
  });
});
