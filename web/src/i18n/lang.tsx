// The interface language: Chinese by default when the browser prefers it, remembered on this device.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Label } from '../../../src/protocol/types.js';
import { STRINGS, type StringKey } from './strings.js';

export type Lang = keyof Label;

const STORAGE_KEY = 'sandtable:lang';

export function initialLang(stored: string | null, browser: string | undefined): Lang {
  if (stored === 'zh' || stored === 'en') return stored;
  return browser?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

interface LangValue {
  readonly lang: Lang;
  setLang(l: Lang): void;
  /** A UI string; `{name}` placeholders are filled from `vars`. */
  t(key: StringKey, vars?: Record<string, string>): string;
  /** A game-provided label in the current language. */
  l(label: Label): string;
}

const LangContext = createContext<LangValue | null>(null);

export function LangProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => initialLang(localStorage.getItem(STORAGE_KEY), navigator.language));
  const setLang = useCallback((l: Lang) => {
    localStorage.setItem(STORAGE_KEY, l);
    setLangState(l);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<LangValue>(
    () => ({
      lang,
      setLang,
      t: (key, vars) => fill(STRINGS[key][lang], vars),
      l: (label) => label[lang],
    }),
    [lang, setLang],
  );
  return <LangContext value={value}>{children}</LangContext>;
}

/** A fixed language, for static rendering and tests (no storage, no switching). */
export function FixedLang({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value: LangValue = { lang, setLang: () => {}, t: (key, vars) => fill(STRINGS[key][lang], vars), l: (label) => label[lang] };
  return <LangContext value={value}>{children}</LangContext>;
}

function fill(s: string, vars?: Record<string, string>): string {
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

export function useLang(): LangValue {
  const v = useContext(LangContext);
  if (v === null) throw new Error('useLang outside LangProvider');
  return v;
}

/** A list as the reader's language writes it: "甲、乙" in Chinese, "A, B" in English. */
export function listJoin(items: readonly string[], lang: Lang): string {
  return items.join(lang === 'zh' ? '、' : ', ');
}
