// KARDS board: the enemy support line with its HQ, the frontline (and who holds it), your support line
// and HQ; units with attack/defense, operation cost and keyword marks (UnitCard); kredits and slots,
// decks, face-down countermeasures (yours named, theirs counted), each side's destroyed and discarded
// cards, your hand (HandCard, with each card's cost now); the public states of each side (HQ marks, this and
// next turn's restrictions, hand-slot marks) and the units removed until they return (states.tsx, K-R65v). Units that can
// act and cards that can be played are marked; click one, and its legal targets light up; click one to
// act; a lit attack target shows what the attack would do (the server's preview, K-PV1). The action
// panel keeps every rule playable. zh/en throughout.
import { useState } from 'react';
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { cardText } from '../../../../src/games/kards/card-text.js';
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { labelOr, NATION } from '../../decks/labels.js';
import type { BoardProps } from '../types.js';
import { HandCard } from './HandCard.js';
import { setCardNames } from './names.js';
import { RemovedPile } from './RemovedPile.js';
import { HqMarks, Limbo, markWords, TurnStates } from './states.js';
import { UnitCard } from './UnitCard.js';
import { asKardsView, hqRef, type KardsSideView, type KardsUnitView } from './view.js';
import { attackForesight } from './foresight.js';

type Act = { t?: string; h?: number; u?: number; tgt?: number };
const act = (c: ActionChoice): Act => c.action as Act;
type Sel = { kind: 'unit'; uid: number } | { kind: 'card'; h: number } | null;
const popcount = (m: number): number => (m === 0 ? 0 : (m & 1) + popcount(m >>> 1));

function Hq({ side, seat, lang, lit, foresight, onClick }: { side: KardsSideView; seat: number; lang: 'zh' | 'en'; lit: boolean; foresight?: string; onClick: () => void }) {
  return (
    <button type="button" data-hq={seat} data-lit={lit ? 'yes' : undefined} onClick={onClick} style={{ width: 110, minHeight: 76, borderRadius: 6, color: '#111', background: lit ? '#ffe3a3' : '#eee', border: '2px solid #555', boxShadow: lit ? '0 0 0 3px #f0a000' : undefined }}>
      <div style={{ fontWeight: 600 }}>{side.hqName?.[lang] ?? labelOr(NATION, side.nation, lang)}</div>
      <div style={{ fontSize: 10 }}>{labelOr(NATION, side.nation, lang)} + {labelOr(NATION, side.ally, lang)}</div>
      <div>{lang === 'zh' ? '总部' : 'HQ'} ♥ {side.hq}</div>
      <HqMarks side={side} lang={lang} />
      {foresight ? <div data-preview style={{ fontSize: 10, color: '#7a4b00' }}>⚔ {foresight}</div> : null}
    </button>
  );
}

setCardNames((id) => {
  const i = cardIndex(id);
  return i >= 0 ? CARDS[i].name : undefined;
});

export function KardsBoard({ view: raw, seat, lang, actions, onPick }: BoardProps) {
  const view = asKardsView(raw);
  const [sel, setSel] = useState<Sel>(null);
  // 调换 (§1.3): the hand cards marked to go back, as the mulligan action's bit mask (bit h = hand card h).
  const [mullMask, setMullMask] = useState(0);
  if (!view) return null;
  const me = seat ?? 0;
  const foe = 1 - me;
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  // The actions the current selection may take, and the refs they aim at.
  const selActs = actions.filter((c) => {
    const a = act(c);
    if (sel?.kind === 'unit') return a.t === 'attack' && a.u === sel.uid;
    if (sel?.kind === 'card') return (a.t === 'deploy' || a.t === 'give' || a.t === 'cm') && a.h === sel.h;
    return false;
  });
  const lit = new Set(selActs.map((c) => act(c).tgt).filter((x): x is number => typeof x === 'number' && x !== -1));
  const foresight = attackForesight(actions, sel?.kind === 'unit' ? sel.uid : null, lang);
  const pickRef = (ref: number) => {
    const here = selActs.filter((c) => act(c).tgt === ref);
    if (onPick && here.length > 0) {
      onPick(here);
      setSel(null);
    }
  };
  const onUnit = (u: KardsUnitView) => {
    if (lit.has(u.uid)) return pickRef(u.uid);
    setSel(u.owner === me ? { kind: 'unit', uid: u.uid } : null);
  };
  const mulls = actions.filter((c) => act(c).t === 'mull');
  const onHand = (h: number) => {
    if (mulls.length > 0) return setMullMask(mullMask ^ (1 << h));
    const mine = actions.filter((c) => act(c).h === h && (act(c).t === 'deploy' || act(c).t === 'give' || act(c).t === 'cm'));
    if (onPick && mine.length === 1) return onPick(mine);
    setSel({ kind: 'card', h });
  };
  const moveAct = sel?.kind === 'unit' ? actions.filter((c) => act(c).t === 'move' && act(c).u === sel.uid) : [];
  const untargeted = selActs.filter((c) => act(c).tgt === -1 || act(c).t === 'cm');
  // Units that can still move or attack, and hand cards that can be played now.
  const readyUnits = new Set(actions.map(act).filter((a) => (a.t === 'attack' || a.t === 'move') && typeof a.u === 'number').map((a) => a.u as number));
  const playable = new Set(actions.map(act).filter((a) => (a.t === 'deploy' || a.t === 'give' || a.t === 'cm') && typeof a.h === 'number').map((a) => a.h as number));
  const line = (units: KardsUnitView[]) => units.map((u) => <UnitCard key={u.uid} u={u} lang={lang} lit={lit.has(u.uid)} foresight={foresight.get(u.uid)} ready={onPick !== null && readyUnits.has(u.uid)} picked={sel?.kind === 'unit' && sel.uid === u.uid} onClick={() => onUnit(u)} />);
  const front = view.front;
  const holder = front.length === 0 ? t('无人占据', 'neutral') : front[0].owner === me ? t('我方占据', 'held by you') : t('敌方占据', 'held by the enemy');
  const side = (i: number) => {
    const p = view.sides[i];
    // Face-down countermeasures: the owner sees which (§4.2), the opponent only how many.
    const cms = typeof p.cms === 'number'
      ? (p.cms > 0 ? <span data-cms="hidden" title={t('对手的反制（背面朝上）', 'The opponent’s face-down countermeasures')}>{'▮'.repeat(p.cms)}</span> : '—')
      : p.cms.length > 0 ? p.cms.map((id, k) => <span key={k} data-cms="own" title={`${t('背面朝上，只有你看得到', 'Face down: only you see it')}${cardIndex(id) >= 0 ? ` · ${cardText(cardIndex(id))[lang]}` : ''}`} style={{ border: '1px dashed #666', borderRadius: 4, padding: '0 3px', marginRight: 3 }}>{CARDS[cardIndex(id)]?.name[lang] ?? id}</span>) : '—';
    return (
      <div data-side={i} style={{ fontSize: 12 }}>
        <strong data-kredits={i}>{t('指挥点', 'Kredits')} {p.kredits}/{p.slots}</strong> · {t('卡组', 'deck')} {p.deck}{p.fatigue > 0 ? ` (${t('疲劳', 'fatigue')} ${p.fatigue})` : ''} · {t('手牌', 'hand')} {p.hand.length} · {t('反制', 'countermeasures')}: {cms}
        <RemovedPile side={i} destroyed={p.destroyed ?? []} discarded={p.discarded ?? []} lang={lang} />
        <TurnStates side={p} turn={view.turn} lang={lang} />
      </div>
    );
  };
  const hand = view.sides[me].hand;
  return (
    <div className="kards-board" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div data-turn>{t(`第 ${view.turn} 回合 · ${view.active + 1}号玩家`, `Turn ${view.turn} · player ${view.active + 1}`)}{view.phase === 'mull' ? t(' · 调换手牌', ' · mulligan') : view.phase === 'over' ? t(' · 结束', ' · over') : ''}{seat !== null && view.active === me && view.phase !== 'over' && view.phase !== 'mull' ? <strong style={{ color: '#1a7f37' }}>{t(' · 你的回合', ' · your turn')}</strong> : null}</div>
      {side(foe)}
      <div style={{ fontSize: 12 }}>{t('敌方手牌', 'Enemy hand')}: {view.sides[foe].hand.map((id, i) => { const mk = markWords(view.sides[foe].marks?.[i], lang, view.sides[foe].gets?.[i]); return <span key={i} data-foe-marks={mk || undefined} style={{ marginRight: 4 }} title={[id && cardIndex(id) >= 0 ? cardText(cardIndex(id))[lang] : '', mk].filter(Boolean).join(' · ') || undefined}>{id ? CARDS[cardIndex(id)]?.name[lang] ?? id : '▮'}{mk ? '*' : ''}{id && i < view.sides[foe].hand.length - 1 ? t('、', ',') : ''}</span>; })}</div>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }} data-line="enemy-support"><Hq side={view.sides[foe]} seat={foe} lang={lang} lit={lit.has(hqRef(foe))} foresight={foresight.get(hqRef(foe))} onClick={() => pickRef(hqRef(foe))} />{line(view.support[foe])}</div>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', minHeight: 80, background: '#f6f1e4', color: '#111', padding: 4, borderRadius: 6 }} data-line="front"><span style={{ fontSize: 11, width: 70 }}>{t('前线', 'Frontline')}<br />{holder}</span>{line(front)}</div>
      <Limbo units={view.limbo ?? []} lang={lang} />
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }} data-line="my-support"><Hq side={view.sides[me]} seat={me} lang={lang} lit={lit.has(hqRef(me))} foresight={foresight.get(hqRef(me))} onClick={() => pickRef(hqRef(me))} />{line(view.support[me])}</div>
      {side(me)}
      {onPick && mulls.length > 0 ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-mulligan>
          <span style={{ fontSize: 12 }}>{t('点击手牌选择要调换的卡，再确认（只能调换一次）', 'Click the cards to send back, then confirm (once only)')}</span>
          <button type="button" data-testid="kards-mulligan" onClick={() => { const c = mulls.find((x) => (act(x) as { m?: number }).m === mullMask); if (c) { onPick([c]); setMullMask(0); } }}>
            {mullMask === 0 ? t('保留全部手牌', 'Keep this hand') : t(`调换所选 ${popcount(mullMask)} 张`, `Send back ${popcount(mullMask)} card${popcount(mullMask) === 1 ? '' : 's'}`)}
          </button>
        </div>
      ) : null}
      {onPick && (moveAct.length > 0 || untargeted.length > 0) ? (
        <div style={{ display: 'flex', gap: 6 }}>
          {moveAct.map((c) => <button key={c.key} type="button" onClick={() => { onPick([c]); setSel(null); }}>{t('进入前线', 'Move to the frontline')}</button>)}
          {untargeted.map((c) => <button key={c.key} type="button" onClick={() => { onPick([c]); setSel(null); }}>{c.label[lang]}</button>)}
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }} data-hand>
        {hand.map((id, h) => (
          <HandCard key={h} id={id} c={id ? CARDS[cardIndex(id)] : undefined} lang={lang} playable={onPick !== null && playable.has(h)} picked={(sel?.kind === 'card' && sel.h === h) || (mulls.length > 0 && (mullMask & (1 << h)) !== 0)} shown={view.sides[me].shown[h] === true} cost={view.sides[me].costs?.[h] ?? null} marks={markWords(view.sides[me].marks?.[h], lang, view.sides[me].gets?.[h])} onClick={() => onHand(h)} />
        ))}
      </div>
    </div>
  );
}
