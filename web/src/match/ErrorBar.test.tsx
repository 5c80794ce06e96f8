// Refusals reach the player in the player's language: the zh UI shows no English text.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.js';
import { FixedLang } from '../i18n/lang.js';
import { ErrorBar } from './ErrorBar.js';

const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('error bar', () => {
  it('LANG-1 a refusal in the zh UI shows only Chinese; the en UI adds the server detail', () => {
    const e = new ApiError('cannot_undo', 'nothing to take back: your last decision revealed something', 409);
    const zh = visibleText(renderToStaticMarkup(<FixedLang lang="zh"><ErrorBar error={e} onDismiss={() => {}} /></FixedLang>));
    expect(zh).toContain('不能撤销');
    expect(zh).not.toMatch(/[A-Za-z]{3,}/);
    const en = visibleText(renderToStaticMarkup(<FixedLang lang="en"><ErrorBar error={e} onDismiss={() => {}} /></FixedLang>));
    expect(en).toContain('nothing to take back');
  });
});
