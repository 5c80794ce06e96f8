// The deck being built: its cards by cost with their counts, each with − and +.
import { COPIES } from '../../../src/games/kards/deck-rules.js';
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';
import { useDeckText } from './strings.js';

export function DeckList({ deck, cat, onAdd, onTake }: { deck: KardsDeckFile; cat: CatalogIndex; onAdd(id: string): void; onTake(id: string): void }) {
  const { d, lang } = useDeckText();
  const ids = Object.keys(deck.cards).sort((a, b) => (cat.byId.get(a)?.cost ?? 99) - (cat.byId.get(b)?.cost ?? 99) || a.localeCompare(b));
  if (ids.length === 0) return <p className="muted">{d('empty')}</p>;
  return (
    <ul data-testid="deck-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ids.map((id) => {
        const c = cat.byId.get(id);
        const n = deck.cards[id];
        const ally = c?.nation === deck.ally;
        return (
          <li key={id} data-deck-card={id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <strong style={{ minWidth: 16, textAlign: 'right' }}>{c?.cost ?? '?'}</strong>
            <span style={{ flex: 1, color: c === undefined || c.unsupported ? '#b42318' : undefined }}>
              {cat.name(id, lang)}
              {ally ? <span className="muted"> ({lang === 'zh' ? '盟' : 'ally'})</span> : null}
            </span>
            <span>×{n}</span>
            <button type="button" aria-label={d('take')} onClick={() => onTake(id)}>−</button>
            <button type="button" aria-label={d('add')} disabled={c === undefined || n >= (COPIES[c.rarity] ?? 1)} onClick={() => onAdd(id)}>+</button>
          </li>
        );
      })}
    </ul>
  );
}
