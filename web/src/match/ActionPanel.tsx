// Every legal action of the seat, labelled (with what it would do, where the game foresees it): the
// way to play any rule, clicks or not. A click on the board that could mean several actions lists just
// those first.
import { useState } from 'react';
import type { ActionChoice } from '../../../src/protocol/types.js';
import { useLang } from '../i18n/lang.js';

interface Props {
  readonly actions: readonly ActionChoice[];
  /** Actions offered by the last board click, when it was ambiguous. */
  readonly candidates: readonly ActionChoice[] | null;
  readonly disabled: boolean;
  /** How many of the seat's latest decisions it may take back (0: no Undo button). */
  readonly undoable: number;
  onAct(choice: ActionChoice): void;
  onCancel(): void;
  onUndo(): void;
}

const FILTER_FROM = 12;

export function ActionPanel({ actions, candidates, disabled, undoable, onAct, onCancel, onUndo }: Props) {
  const { t, l } = useLang();
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const shown = q ? actions.filter((c) => l(c.label).toLowerCase().includes(q) || c.key.toLowerCase().includes(q)) : actions;
  return (
    <section className="panel action-panel">
      <h3>
        {t('actions')} <span className="count">{actions.length}</span>
        {undoable > 0 && (
          <button type="button" className="secondary undo" disabled={disabled} title={t('undoHint')} onClick={onUndo}>
            ↶ {t('undo')}
          </button>
        )}
      </h3>
      {candidates && candidates.length > 1 && (
        <div className="candidates">
          <div>{t('chooseOne')}</div>
          {candidates.map((c) => (
            <ActionButton key={c.key} choice={c} disabled={disabled} onAct={onAct} />
          ))}
          <button type="button" className="secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      )}
      {actions.length === 0 ? (
        <p className="muted">{t('noActions')}</p>
      ) : (
        <>
          {actions.length >= FILTER_FROM && (
            <input className="action-filter" type="search" placeholder={t('filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          )}
          <div className="action-list">
            {shown.map((c) => (
              <ActionButton key={c.key} choice={c} disabled={disabled} onAct={onAct} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function ActionButton({ choice, disabled, onAct }: { choice: ActionChoice; disabled: boolean; onAct(c: ActionChoice): void }) {
  const { l } = useLang();
  return (
    <button type="button" className="action" data-key={choice.key} disabled={disabled} onClick={() => onAct(choice)}>
      {l(choice.label)}
      {choice.preview ? <span className="preview">{l(choice.preview)}</span> : null}
    </button>
  );
}
