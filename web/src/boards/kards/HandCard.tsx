// A card in the hand: cost, name, type and stats, keyword marks and text; lit when it can be played
// now, picked when selected (its legal targets are lit on the battlefield).
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
  onClick(): void;
}

export function HandCard({ c, id, lang, playable, picked, shown, onClick }: Props) {
  return (
    <button type="button" data-card={id ?? ''} data-playable={playable ? 'yes' : undefined} onClick={onClick}
      style={{ width: 116, minHeight: 96, textAlign: 'left', borderRadius: 6, color: '#111', background: picked ? '#cde4ff' : '#fff', border: playable ? '2px solid #1a7f37' : '1px solid #888' }}>
      <div><strong title={lang === 'zh' ? '费用' : 'Cost'}>{c?.cost ?? '?'}</strong> {c?.name[lang] ?? '▮'}</div>
      <div style={{ fontSize: 10 }}>{c ? `${labelOr(TYPE, c.type, lang)}${c.cls ? ` ${c.atk}/${c.def} ⚙${c.op}` : ''}` : ''}{shown ? (lang === 'zh' ? ' · 明牌' : ' · revealed') : ''}</div>
      {c && c.abilities.length > 0 && <div style={{ fontSize: 10 }}>{cardMarks(c.abilities, lang).map((m) => `${m.mark} ${m.name}`).join(' · ')}</div>}
      <div style={{ fontSize: 10 }}>{c?.text ?? ''}</div>
    </button>
  );
}
