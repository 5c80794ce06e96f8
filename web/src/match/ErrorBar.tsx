// A refusal (illegal move, stale version, …) or a failure: one line, dismissible; nothing changed.
// The line is in the player's language; the server's own detail (English) is shown only in the
// English UI, and kept in an attribute otherwise (for a bug report), never shown.
import type { ApiError } from '../api/http.js';
import { ERROR_TEXT } from '../i18n/errors.js';
import { useLang } from '../i18n/lang.js';

export function ErrorBar({ error, onDismiss }: { error: ApiError; onDismiss?: () => void }) {
  const { lang, t, l } = useLang();
  return (
    <div className="error-bar" role="alert" data-code={error.code} data-detail={error.message}>
      <strong>{l(ERROR_TEXT[error.code] ?? ERROR_TEXT.internal)}</strong>
      {lang === 'en' && <span className="muted">{error.message}</span>}
      {onDismiss && (
        <button type="button" className="secondary" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      )}
    </div>
  );
}
