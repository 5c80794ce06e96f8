// A card in the hand: its cost now (marked when a cost change applies), name, type and stats, keyword
// marks and text (zh/en, as the engine plays it); lit when it can be played now, picked when selected
// (its legal targets are lit on the battlefield).
import { cardText } from '../../../../src/games/kards/card-text.js';
import type { Card } from '../../../../src/games/kards/cards.js';
import { labelOr, TYPE } from '../../decks/labels.js';
import { cardMarks } from './marks.js';

interface Props {
  readonly c: Card | undefined;
  readonly id: string | null;
  readonly lang: 'zh' | 'en';
  readonly playable: boolean;
  readonly picked: boolean;
  readonly shown: boolean;
  /** What it costs now (view.costs), null when unknown: the printed cost is shown. */
  readonly cost: number | null;
  /** Its hand-slot marks in words (K-R65v), '' when none. */
  readonly marks?: string;
  onClick(): void;
}

export function HandCard({ c, id, lang, playable, picked, shown, cost, marks, onClick }: Props) {
  const text = c ? cardText(c.i)[lang] : '';
  const now = cost ?? c?.cost;
  // Cheaper than printed in green, dearer in red, with the printed cost in the tooltip.
  const changed = c !== undefined && cost !== null && cost !== c.cost;
  const costTitle = lang === 'zh' ? (changed ? `费用（印刷费用 ${c?.cost}）` : '费用') : changed ? `Cost (printed ${c?.cost})` : 'Cost';
  return (
    <button type="button" data-card={id ?? ''} data-playable={playable ? 'yes' : undefined} onClick={onClick} title={text || undefined}
      style={{ width: 116, minHeight: 96, textAlign: 'left', borderRadius: 6, color: '#111', background: picked ? '#cde4ff' : '#fff', border: playable ? '2px solid #1a7f37' : '1px solid #888' }}>
      <div><strong data-cost={now ?? ''} data-cost-changed={changed ? (now! < c.cost ? 'down' : 'up') : undefined} title={costTitle} style={changed ? { color: now! < c.cost ? '#1a7f37' : '#c00', background: '#fff3c4', padding: '0 2px', borderRadius: 3 } : undefined}>{now ?? '?'}</strong> {c?.name[lang] ?? '▮'}</div>
      <div style={{ fontSize: 10 }}>{c ? `${labelOr(TYPE, c.type, lang)}${c.cls ? ` ${c.atk}/${c.def} ⚙${c.op}` : ''}` : ''}{shown ? (lang === 'zh' ? ' · 明牌' : ' · revealed') : ''}</div>
      {c && c.abilities.length > 0 && <div style={{ fontSize: 10 }}>{cardMarks(c.abilities, lang).map((m) => `${m.mark} ${m.name}`).join(' · ')}</div>}
      {marks ? <div style={{ fontSize: 10, color: '#8a5a00' }} data-hand-marks>{marks}</div> : null}
      <div style={{ fontSize: 10 }} data-card-text>{text}</div>
    </button>
  );
}
