// The 中文 / English toggle.
import { useLang } from './lang.js';

export function LangSwitch() {
  const { lang, setLang, t } = useLang();
  return (
    <button type="button" className="lang-switch" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
      {t('language')}
    </button>
  );
}
