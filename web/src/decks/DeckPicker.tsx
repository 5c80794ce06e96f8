// A seat's deck in the lobby or at a table: a starter deck by nation, or a deck saved in this
// browser (an illegal one is marked and cannot be chosen).
import type { KardsCatalog } from '../../../src/protocol/kards.js';
import { indexCatalog } from './catalog.js';
import { deckErrors } from './deckFile.js';
import { labelOr, NATION } from './labels.js';
import type { SavedDeck } from './store.js';
import { useDeckText } from './strings.js';

interface Props {
  readonly catalog: KardsCatalog;
  readonly saved: readonly SavedDeck[];
  readonly value: string;
  readonly testId: string;
  onChange(value: string): void;
}

export function DeckPicker({ catalog, saved, value, testId, onChange }: Props) {
  const { d, lang } = useDeckText();
  const cat = indexCatalog(catalog);
  return (
    <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
      <optgroup label={d('starter')}>
        {Object.entries(catalog.starters).map(([k, s]) => (
          <option key={k} value={`starter:${k}`}>
            {labelOr(NATION, k, lang)} + {labelOr(NATION, s.ally, lang)}
          </option>
        ))}
      </optgroup>
      {saved.length > 0 && (
        <optgroup label={d('savedDecks')}>
          {saved.map((s) => {
            const bad = deckErrors(s.deck, cat, lang).length > 0;
            return (
              <option key={s.name} value={`saved:${s.name}`} disabled={bad}>
                {s.name} ({labelOr(NATION, s.deck.nation, lang)}){bad ? ` — ${d('deckIllegal')}` : ''}
              </option>
            );
          })}
        </optgroup>
      )}
    </select>
  );
}
