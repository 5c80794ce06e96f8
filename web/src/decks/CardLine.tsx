// One card of the catalog in the deck builder's list: cost, name, type, stats, rarity, keywords and
// text, how many the deck holds, and the buttons to add or take one.
import { COPIES } from '../../../src/games/kards/deck-rules.js';
import type { KardsCatalogCard } from '../../../src/protocol/kards.js';
import { keywordName, labelOr, NATION, RARITY, TYPE } from './labels.js';
import { useDeckText } from './strings.js';

interface Props {
  readonly card: KardsCatalogCard;
  readonly count: number;
  /** Why it cannot be added now (not implemented, not of the deck's nations); null = it can, up to its copies. */
  readonly blocked: string | null;
  onAdd(): void;
  onTake(): void;
}

export function CardLine({ card: c, count, blocked, onAdd, onTake }: Props) {
  const { d, lang } = useDeckText();
  const max = COPIES[c.rarity] ?? 1;
  const stats = c.atk !== undefined ? ` · ${c.atk}/${c.def} ⚙${c.op}` : '';
  return (
    <li className="deck-card" data-card-id={c.id} style={{ display: 'flex', gap: 6, alignItems: 'flex-start', padding: '3px 0', borderBottom: '1px solid #eee', opacity: c.unsupported ? 0.6 : 1 }}>
      <strong style={{ minWidth: 18, textAlign: 'right' }}>{c.cost}</strong>
      <div style={{ flex: 1 }}>
        <div>
          <strong>{c.name[lang]}</strong>{' '}
          <span className="muted" style={{ fontSize: 12 }}>
            {labelOr(NATION, c.nation, lang)} · {labelOr(TYPE, c.type, lang)}{stats} · {labelOr(RARITY, c.rarity, lang)} ({lang === 'zh' ? `最多 ${max} 张` : `max ${max}`})
          </span>
        </div>
        {c.keywords.length > 0 && <div style={{ fontSize: 12 }}>{c.keywords.map((k) => keywordName(k, lang)).join(' · ')}</div>}
        {c.text[lang] && <div style={{ fontSize: 12 }} data-card-text>{c.text[lang]}</div>}
        {c.unsupported && <div style={{ fontSize: 12, color: '#b42318' }}>{d('notImplemented')}: {c.unsupported}</div>}
      </div>
      <span data-testid="count" style={{ minWidth: 30 }}>{count > 0 ? `×${count}` : ''}</span>
      <button type="button" aria-label={d('take')} disabled={count === 0} onClick={onTake}>−</button>
      <button type="button" aria-label={d('add')} data-testid={`add-${c.id}`} title={blocked ?? undefined} disabled={blocked !== null || count >= max} onClick={onAdd}>+</button>
    </li>
  );
}
