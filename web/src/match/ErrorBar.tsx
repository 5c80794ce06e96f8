// A refusal (illegal move, stale version, …) or a failure: one line, dismissible; nothing changed.
import type { ApiError } from '../api/http.js';
import { ERROR_TEXT } from '../i18n/errors.js';
import { useLang } from '../i18n/lang.js';

export function ErrorBar({ error, onDismiss }: { error: ApiError; onDismiss?: () => void }) {
  const { t, l } = useLang();
  return (
    <div className="error-bar" role="alert" data-code={error.code}>
      <strong>{l(ERROR_TEXT[error.code] ?? ERROR_TEXT.internal)}</strong>
      <span className="muted">{error.message}</span>
      {onDismiss && (
        <button type="button" className="secondary" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      )}
    </div>
  );
}
