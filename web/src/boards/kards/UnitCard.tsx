// A unit on the battlefield: name, type, attack/defense (damaged in red), operation cost, keyword
// marks with their names, veteran, pinned, suppressed (抑制), captured (被收缴), destroyed at the end of turn,
// taken until the end of turn and attack 0 (K-R65v); lit when it is a legal target of the selection, marked
// when it can still act this turn; as a lit attack target, what the attack would do (K-PV1).
import { cardText } from '../../../../src/games/kards/card-text.js';
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { labelOr, TYPE } from '../../decks/labels.js';
import { unitMarks } from './marks.js';
import type { KardsUnitView } from './view.js';

interface Props {
  readonly u: KardsUnitView;
  readonly lang: 'zh' | 'en';
  readonly lit: boolean;
  readonly picked: boolean;
  /** It has a legal move or attack now. */
  readonly ready: boolean;
  /** What the selected unit's attack on this one would do (K-PV1), when it is a lit target. */
  readonly foresight?: string;
  onClick(): void;
}

export function UnitCard({ u, lang, lit, picked, ready, foresight, onClick }: Props) {
  const marks = unitMarks(u.kw, u.armor, lang);
  const bg = lit ? '#ffe3a3' : picked ? '#cde4ff' : '#fff';
  // The card's text as a tooltip (zh/en, as the engine plays it).
  const i = cardIndex(u.card);
  const text = i >= 0 ? cardText(i)[lang] : '';
  return (
    <button type="button" data-unit={u.uid} data-lit={lit ? 'yes' : undefined} data-ready={ready ? 'yes' : undefined} onClick={onClick} title={text ? `${u.name[lang]}: ${text}` : u.name[lang]}
      style={{ width: 100, minHeight: 80, borderRadius: 6, padding: 3, textAlign: 'left', background: bg, color: '#111', border: `2px ${ready ? 'solid' : 'dashed'} ${u.owner === 0 ? '#2a6fdb' : '#d9412b'}`, boxShadow: lit ? '0 0 0 3px #f0a000' : ready ? '0 0 0 2px #7ecb7e' : undefined }}>
      <div style={{ fontSize: 11, fontWeight: 600 }}>{u.name[lang]}{u.vet ? (lang === 'zh' ? ' ★老兵' : ' ★Veteran') : ''}</div>
      <div style={{ fontSize: 10 }}>{labelOr(TYPE, u.type, lang)} · <span title={lang === 'zh' ? '行动费用' : 'Operation cost'}>⚙{u.op}</span></div>
      <div>
        <strong title={lang === 'zh' ? '攻击' : 'Attack'}>{u.atk}</strong> / <strong title={lang === 'zh' ? '防御' : 'Defense'} style={{ color: u.hurt ? '#c00' : undefined }}>{u.def}</strong>
      </div>
      <div style={{ fontSize: 11 }}>
        {marks.map((m) => <span key={m.key} data-kw={m.key} title={m.name} style={{ marginRight: 3 }}>{m.mark}</span>)}
        {u.pinned > 0 ? <span title={lang === 'zh' ? '压制' : 'Pinned'}>{lang === 'zh' ? '压制' : 'pinned'}</span> : null}
        {u.suppressed ? <span data-state="suppressed" title={lang === 'zh' ? '抑制：效果与特效已抹去' : 'Suppressed: its text and effects are off'} style={{ marginLeft: 3 }}>{lang === 'zh' ? '抑制' : 'suppressed'}</span> : null}
        {u.captured ? <span data-state="captured" title={lang === 'zh' ? '被收缴' : 'Captured'} style={{ marginLeft: 3 }}>{lang === 'zh' ? '被收缴' : 'captured'}</span> : null}
        {u.doomed ? <span data-state="doomed" title={lang === 'zh' ? '在其拥有者的回合结束时被消灭' : 'Destroyed at the end of its owner’s turn'} style={{ marginLeft: 3 }}>{lang === 'zh' ? '回合结束消灭' : 'doomed'}</span> : null}
        {u.borrowed ? <span data-state="borrowed" title={lang === 'zh' ? '暂时获得控制权：回合结束时归还' : 'Taken until the end of turn, then returned'} style={{ marginLeft: 3 }}>{lang === 'zh' ? '暂时控制' : 'borrowed'}</span> : null}
        {(u.given ?? []).map((g) => <span key={g} data-state="given" title={`${lang === 'zh' ? '获得的文字' : 'Given text'} (${CARDS[cardIndex(g)]?.name[lang] ?? g}): ${cardIndex(g) >= 0 ? cardText(cardIndex(g))[lang] : ''}`} style={{ marginLeft: 3 }}>✚</span>)}
        {u.atkZero ? <span data-state="atk-zero" title={lang === 'zh' ? '攻击力为0，直到其拥有者的下回合' : 'Attack 0 until its owner’s next turn'} style={{ marginLeft: 3 }}>{lang === 'zh' ? '攻击为0' : 'attack 0'}</span> : null}
      </div>
      {foresight ? <div data-preview style={{ fontSize: 10, color: '#7a4b00' }}>⚔ {foresight}</div> : null}
    </button>
  );
}
