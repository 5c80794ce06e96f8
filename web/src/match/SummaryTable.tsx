// The end-of-game summary: what each seat fielded (with its cost) and what it has left.
import type { Label, SeatSummaryEntry } from '../../../src/protocol/types.js';
import { listJoin, useLang, type Lang } from '../i18n/lang.js';

interface Props {
  readonly summary: readonly SeatSummaryEntry[];
  seatName(seat: number): Label;
  contentName?(name: string): Label;
}

/** "BB ×2, CV" from a list with repeats, in the reader's language. */
function counted(names: readonly string[], name: (n: string) => string, lang: Lang): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return listJoin([...counts].map(([n, k]) => (k > 1 ? `${name(n)} ×${k}` : name(n))), lang) || '—';
}

export function SummaryTable({ summary, seatName, contentName }: Props) {
  const { t, l, lang } = useLang();
  const name = (n: string) => (contentName ? l(contentName(n)) : n);
  return (
    <table className="summary-table" data-testid="summary">
      <caption>{t('summary')}</caption>
      <thead>
        <tr>
          <th />
          <th>{t('fielded')}</th>
          <th>{t('left')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.map((s) => (
          <tr key={s.seat}>
            <th>{l(seatName(s.seat))}</th>
            <td>
              {counted(s.fielded, name, lang)}
              {s.fieldedCost !== null && <span className="muted"> ({t('cost')} {s.fieldedCost})</span>}
            </td>
            <td>{counted(s.left, name, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
