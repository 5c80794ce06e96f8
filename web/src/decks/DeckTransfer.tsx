// Export the deck as the CLI's deck file (download or copy), import one (paste or file): an illegal
// file is refused with every problem listed, in the player's language.
import { useState } from 'react';
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';
import { exportDeck, importDeck } from './deckFile.js';
import { useDeckText } from './strings.js';

export function ImportErrors({ errors }: { errors: readonly string[] }) {
  const { d } = useDeckText();
  if (errors.length === 0) return null;
  return (
    <div role="alert" data-testid="import-errors" style={{ color: '#b42318' }}>
      {d('importRefused')}
      <ul style={{ margin: '2px 0', paddingLeft: 18 }}>{errors.map((e, i) => <li key={i}>{e}</li>)}</ul>
    </div>
  );
}

export function DeckTransfer({ deck, cat, onImport }: { deck: KardsDeckFile; cat: CatalogIndex; onImport(d: KardsDeckFile): void }) {
  const { d, lang } = useDeckText();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const file = exportDeck(deck, cat);
  const tryImport = (t: string) => {
    const r = importDeck(t, cat, lang);
    if (r.ok) {
      setErrors([]);
      setText('');
      onImport(r.deck);
    } else setErrors(r.errors);
  };
  return (
    <div className="deck-transfer">
      <details>
        <summary>{d('exportDeck')}</summary>
        <textarea readOnly data-testid="deck-export" value={file} rows={8} style={{ width: '100%', fontFamily: 'monospace', fontSize: 11 }} />
        <a href={`data:application/json;charset=utf-8,${encodeURIComponent(file)}`} download={`${deck.nation.toLowerCase()}-deck.json`}>{d('download')}</a>
      </details>
      <details open={errors.length > 0 || undefined}>
        <summary>{d('importDeck')}</summary>
        <p className="muted" style={{ fontSize: 12 }}>{d('importHint')}</p>
        <textarea data-testid="deck-import-text" value={text} rows={6} onChange={(e) => setText(e.target.value)} style={{ width: '100%', fontFamily: 'monospace', fontSize: 11 }} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <button type="button" data-testid="deck-import" disabled={text.trim() === ''} onClick={() => tryImport(text)}>{d('importDo')}</button>
          <input type="file" accept="application/json,.json" data-testid="deck-import-file" onChange={(e) => void e.target.files?.[0]?.text().then(tryImport)} />
        </div>
        <ImportErrors errors={errors} />
      </details>
    </div>
  );
}
