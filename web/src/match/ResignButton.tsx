// Resign, asked twice: the first click only asks "are you sure?".
import { useState } from 'react';
import { useLang } from '../i18n/lang.js';

export function ResignButton({ disabled, onResign }: { disabled: boolean; onResign(): void }) {
  const { t } = useLang();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="secondary resign" disabled={disabled} onClick={() => setAsking(true)}>
        {t('resign')}
      </button>
    );
  }
  return (
    <div className="resign-confirm" role="alertdialog" aria-label={t('resignConfirm')}>
      <span>{t('resignConfirm')}</span>
      <button
        type="button"
        className="danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onResign();
        }}
      >
        {t('resignYes')}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
