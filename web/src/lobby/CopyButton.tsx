// Copy a link to the clipboard (with a fallback where the Clipboard API is unavailable, e.g. plain
// http on a LAN address).
import { useState } from 'react';
import { useLang } from '../i18n/lang.js';

export function CopyButton({ text }: { text: string }) {
  const { t } = useLang();
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const ta = document.createElement('textarea');
      ta.value = text;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    setDone(true);
    setTimeout(() => setDone(false), 1500);
  };
  return (
    <button type="button" className="copy" onClick={() => void copy()}>
      {done ? t('copied') : t('copy')}
    </button>
  );
}
