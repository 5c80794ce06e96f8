// The rules of a game in the app: its rules document rendered (rule ids, the seed's Chinese text
// beside the English, the rulings and their options). `#/rules/<game>/<rule id>` scrolls to one rule.
import { marked } from 'marked';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../i18n/lang.js';
import { useGameTitle } from '../lobby/useGames.js';
import { forPlayers, RULE_ID, ruleAnchor, rulesText } from './docs.js';

export function RulesPage({ game, rule }: { game: string; rule: string | null }) {
  const { t, l } = useLang();
  const title = useGameTitle(game);
  const [html, setHtml] = useState<string | null | undefined>(undefined);
  // The player's view by default; engineers and designers may open the whole document.
  const [whole, setWhole] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void rulesText(game).then((md) => {
      if (live) setHtml(md === null ? null : (marked.parse(whole ? md : forPlayers(md), { async: false }) as string));
    });
    return () => {
      live = false;
    };
  }, [game, whole]);

  // Give each rule's table row an anchor, then bring the asked-for rule into view.
  useEffect(() => {
    const el = box.current;
    if (el === null || !html) return;
    for (const row of el.querySelectorAll('tr')) {
      const id = row.cells[0]?.textContent?.trim() ?? '';
      if (RULE_ID.test(id)) row.id = ruleAnchor(id);
    }
    if (rule !== null) {
      const target = el.querySelector(`#${CSS.escape(ruleAnchor(rule))}`);
      target?.classList.add('rule-focus');
      target?.scrollIntoView({ block: 'center' });
    }
  }, [html, rule]);

  if (html === undefined) return <p className="muted">{t('loading')}</p>;
  if (html === null) return <p className="page-error">{t('noRules')}</p>;
  return (
    <article className="rules-page" data-testid="rules-page">
      <h2>
        {t('rules')} — {title ? l(title) : game}
      </h2>
      <label className="muted">
        <input type="checkbox" checked={whole} onChange={(e) => setWhole(e.target.checked)} data-testid="rules-whole" /> {t('rulesWhole')}
      </label>
      <div ref={box} className="rules-doc" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
