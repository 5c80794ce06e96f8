// Each character's production lines: your own objects face up, others' face down (shown once
// declared, blocked, used…), with W, the coordinate-token pair on the stand, and the counts of hand
// and pile. Clicking an object selects it (its range shows on the ground) and offers its actions.
import { listJoin, type Lang } from '../../i18n/lang.js';
import { blueprintName, SEAT_COLOURS, tags, tagsTitle } from './names.js';
import type { BpObjectView, BpView } from './view.js';

const LINE_NAME = { general: { zh: '一般', en: 'general' }, ground: { zh: '地面', en: 'ground' }, you: { zh: '“你”', en: '"You"' } } as const;

export interface LinesProps {
  readonly view: BpView;
  readonly lang: Lang;
  readonly selected: number | null;
  readonly onObject: (o: BpObjectView) => void;
}

export function Lines({ view, lang, selected, onObject }: LinesProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {view.players.map((p, seat) => {
        const objs = view.objects.filter((o) => o.owner === seat);
        const hand = typeof p.hand === 'number' ? `${p.hand}` : listJoin(p.hand.map((c) => blueprintName(c)[lang]), lang);
        return (
          <section key={seat} style={{ border: `2px solid ${SEAT_COLOURS[seat]}`, borderRadius: 6, padding: 6, minWidth: 220, opacity: p.alive ? 1 : 0.5 }} data-seat={seat}>
            <strong>
              {lang === 'zh' ? `玩家${seat + 1}` : `P${seat + 1}`} · {p.name[lang]} {seat === view.active ? '◀' : ''}
            </strong>
            <div>
              {lang === 'zh' ? '基地' : 'Base'} {view.bases[seat].label}: {p.pool} W {p.base ? '' : lang === 'zh' ? '（已消滅）' : '(destroyed)'}
              {p.you ? ` · “你” ${p.youLabel} ${p.youW} W` : ''}
            </div>
            <div>
              {lang === 'zh' ? '手牌' : 'Hand'}: {hand} · {lang === 'zh' ? '牌庫' : 'Pile'}: {p.pile}
            </div>
            <ol style={{ margin: 0, paddingLeft: 18 }}>
              {p.lines.map((kind, slot) => {
                const o = objs.find((x) => x.slot === slot);
                return (
                  <li key={slot}>
                    <span style={{ color: '#777' }}>{LINE_NAME[kind][lang]}: </span>
                    {o ? (
                      <button type="button" onClick={() => onObject(o)} style={{ fontWeight: o.id === selected ? 'bold' : 'normal' }} data-object={o.id} title={tagsTitle(o.card, lang) || undefined}>
                        {blueprintName(o.card)[lang]}
                        {o.w !== null ? ` ${o.w}W` : ''} {tags(o.card)}
                        {o.pair >= 0 ? ` ⚫#${o.pair + 1} ${o.label}` : ''}
                        {o.fresh ? (lang === 'zh' ? ' 新' : ' new') : ''}
                        {o.used ? (lang === 'zh' ? ' 已用' : ' used') : ''}
                      </button>
                    ) : (
                      '—'
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
