// KARDS board: the enemy support line with its HQ, the frontline (and who holds it), your support line
// and HQ; units with attack/defense, operation cost and keyword marks; kredits and slots, decks,
// face-down countermeasures (yours named, theirs counted), your hand. Click a unit or a card, and its
// legal targets light up; click one to act. The action panel keeps every rule playable.
import { useState } from 'react';
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { KW } from '../../../../src/games/kards/effects/lang.js';
import type { BoardProps } from '../types.js';
import { asKardsView, hqRef, type KardsSideView, type KardsUnitView } from './view.js';

type Act = { t?: string; h?: number; u?: number; tgt?: number };
const act = (c: ActionChoice): Act => c.action as Act;
type Sel = { kind: 'unit'; uid: number } | { kind: 'card'; h: number } | null;

const MARKS: [number, string, string][] = [
  [KW.guard, '守', 'Guard'], [KW.smokescreen, '烟', 'Smokescreen'], [KW.fury, '战', 'Fury'], [KW.ambush, '伏', 'Ambush'],
  [KW.blitz, '闪', 'Blitz'], [KW.immune, '免', 'Immune'], [KW.mobilize, '动', 'Mobilize'], [KW.alpine, '山', 'Alpine'],
];

function UnitCard({ u, lang, lit, picked, onClick }: { u: KardsUnitView; lang: 'zh' | 'en'; lit: boolean; picked: boolean; onClick: () => void }) {
  const marks = MARKS.filter(([b]) => (u.kw & b) !== 0).map(([, zh, en]) => (lang === 'zh' ? zh : en[0]));
  return (
    <button type="button" data-unit={u.uid} onClick={onClick}
      style={{ width: 96, minHeight: 76, borderRadius: 6, padding: 3, textAlign: 'left', background: lit ? '#ffe3a3' : picked ? '#cde4ff' : '#fff', border: `2px solid ${u.owner === 0 ? '#2a6fdb' : '#d9412b'}` }}>
      <div style={{ fontSize: 11, fontWeight: 600 }}>{u.name[lang]}{u.vet ? (lang === 'zh' ? ' ★老兵' : ' ★Veteran') : ''}</div>
      <div style={{ fontSize: 10 }}>{u.type} · ⚙{u.op}</div>
      <div><strong>{u.atk}</strong> / <strong style={{ color: u.hurt ? '#c00' : undefined }}>{u.def}</strong>{u.armor > 0 ? ` ⛨${u.armor}` : ''}</div>
      <div style={{ fontSize: 10 }}>{marks.join(' ')}{u.pinned > 0 ? (lang === 'zh' ? ' 压制' : ' pinned') : ''}</div>
    </button>
  );
}

function Hq({ side, seat, lang, lit, onClick }: { side: KardsSideView; seat: number; lang: 'zh' | 'en'; lit: boolean; onClick: () => void }) {
  return (
    <button type="button" data-hq={seat} onClick={onClick} style={{ width: 110, minHeight: 76, borderRadius: 6, background: lit ? '#ffe3a3' : '#eee', border: '2px solid #555' }}>
      <div style={{ fontWeight: 600 }}>{side.hqName?.[lang] ?? side.nation}</div>
      <div>{lang === 'zh' ? '总部' : 'HQ'} ♥ {side.hq}</div>
    </button>
  );
}

export function KardsBoard({ view: raw, seat, lang, actions, onPick }: BoardProps) {
  const view = asKardsView(raw);
  const [sel, setSel] = useState<Sel>(null);
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
  const onHand = (h: number) => {
    const mine = actions.filter((c) => act(c).h === h && (act(c).t === 'deploy' || act(c).t === 'give' || act(c).t === 'cm'));
    if (onPick && mine.length === 1) return onPick(mine);
    setSel({ kind: 'card', h });
  };
  const moveAct = sel?.kind === 'unit' ? actions.filter((c) => act(c).t === 'move' && act(c).u === sel.uid) : [];
  const untargeted = selActs.filter((c) => act(c).tgt === -1 || act(c).t === 'cm');
  const line = (units: KardsUnitView[]) => units.map((u) => <UnitCard key={u.uid} u={u} lang={lang} lit={lit.has(u.uid)} picked={sel?.kind === 'unit' && sel.uid === u.uid} onClick={() => onUnit(u)} />);
  const front = view.front;
  const holder = front.length === 0 ? t('无人占据', 'neutral') : front[0].owner === me ? t('我方占据', 'held by you') : t('敌方占据', 'held by the enemy');
  const side = (i: number) => {
    const p = view.sides[i];
    const cms = typeof p.cms === 'number' ? `${p.cms} ▮` : p.cms.map((id) => CARDS[cardIndex(id)]?.name[lang] ?? id).join(', ') || '—';
    return (
      <div data-side={i} style={{ fontSize: 12 }}>
        {t('指挥点', 'Kredits')} {p.kredits}/{p.slots} · {t('卡组', 'deck')} {p.deck} · {t('手牌', 'hand')} {p.hand.length} · {t('反制', 'countermeasures')}: {cms}
      </div>
    );
  };
  const hand = view.sides[me].hand;
  return (
    <div className="kards-board" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>{t(`第 ${view.turn} 回合 · ${view.active + 1}号玩家`, `Turn ${view.turn} · seat ${view.active + 1}`)}{view.phase === 'mull' ? t(' · 调换手牌', ' · mulligan') : view.phase === 'over' ? t(' · 结束', ' · over') : ''}</div>
      {side(foe)}
      <div style={{ fontSize: 12 }}>{t('敌方手牌', 'Enemy hand')}: {view.sides[foe].hand.map((id, i) => <span key={i} style={{ marginRight: 4 }}>{id ? CARDS[cardIndex(id)]?.name[lang] ?? id : '▮'}</span>)}</div>
      <div style={{ display: 'flex', gap: 6 }} data-line="enemy-support"><Hq side={view.sides[foe]} seat={foe} lang={lang} lit={lit.has(hqRef(foe))} onClick={() => pickRef(hqRef(foe))} />{line(view.support[foe])}</div>
      <div style={{ display: 'flex', gap: 6, minHeight: 80, background: '#f6f1e4', padding: 4, borderRadius: 6 }} data-line="front"><span style={{ fontSize: 11, width: 70 }}>{t('前线', 'Frontline')}<br />{holder}</span>{line(front)}</div>
      <div style={{ display: 'flex', gap: 6 }} data-line="my-support"><Hq side={view.sides[me]} seat={me} lang={lang} lit={lit.has(hqRef(me))} onClick={() => pickRef(hqRef(me))} />{line(view.support[me])}</div>
      {side(me)}
      {onPick && (moveAct.length > 0 || untargeted.length > 0) ? (
        <div style={{ display: 'flex', gap: 6 }}>
          {moveAct.map((c) => <button key={c.key} type="button" onClick={() => { onPick([c]); setSel(null); }}>{t('进入前线', 'Move to the frontline')}</button>)}
          {untargeted.map((c) => <button key={c.key} type="button" onClick={() => { onPick([c]); setSel(null); }}>{c.label[lang]}</button>)}
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }} data-hand>
        {hand.map((id, h) => {
          const c = id ? CARDS[cardIndex(id)] : undefined;
          return (
            <button key={h} type="button" data-card={id ?? ''} onClick={() => onHand(h)}
              style={{ width: 110, minHeight: 90, textAlign: 'left', borderRadius: 6, background: sel?.kind === 'card' && sel.h === h ? '#cde4ff' : '#fff', border: '1px solid #888' }}>
              <div><strong>{c?.cost ?? '?'}</strong> {c?.name[lang] ?? '▮'}</div>
              <div style={{ fontSize: 10 }}>{c ? `${c.type}${c.cls ? ` ${c.atk}/${c.def} ⚙${c.op}` : ''}` : ''}</div>
              <div style={{ fontSize: 10 }}>{c?.text ?? ''}</div>
            </button>
          );
        })}
      </div>
    </div>
  );
}
