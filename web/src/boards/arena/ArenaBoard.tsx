// 斗擂奇谭 (arena) board: the hex arena with pieces, facing arrows and 方位点, every player's zones
// (counts for hidden ones, cards for public ones), your hand drawn as the designer describes the cards
// (cost top-left, name, colour hex with the range on its six sides, damage box / non-damage cross,
// text), a range preview on the board while you point at a card, and the prompt for decisions owed
// inside another player's turn. The action panel keeps every rule playable.
import { useState } from 'react';
import type { ActionChoice } from '../../../../src/protocol/types.js';
import { CHARACTERS, TALENTS } from '../../../../src/games/arena/data/cards.js';
import type { BoardProps } from '../types.js';
import { setArenaNames } from './names.js';
import { asArenaView, DIRS, rangeCells, type ArenaCardView, type ArenaView } from './view.js';

type Act = { t?: string; c?: number; d?: number };
// The end screen's summary names characters and talents as `character:<id>` and `talent:<id>`.
const SUMMARY_NAMES = new Map<string, { zh: string; en: string }>([
  ...CHARACTERS.map((c) => [`character:${c.id}`, c.name] as const),
  ...TALENTS.map((t) => [`talent:${t.id}`, t.name] as const),
]);
setArenaNames((n) => SUMMARY_NAMES.get(n));

const act = (c: ActionChoice): Act => c.action as Act;
const SIZE = 22;
const SQ3 = Math.sqrt(3);
const px = (q: number, r: number) => ({ x: SIZE * (SQ3 * q + (SQ3 / 2) * r), y: SIZE * 1.5 * r });
const TEAM = ['#2a6fdb', '#d9412b', '#2a9d4b'];
const COLOUR: Record<string, string> = { none: '#999', blue: '#2a6fdb', red: '#d9412b', green: '#2a9d4b', gold: '#c9a227' };
const PROMPTS = new Set(['pay', 'face', 'discard', 'keep', 'order', 'talent', 'stuck']);

function hexPoints(x: number, y: number, s: number): string {
  return [0, 1, 2, 3, 4, 5].map((i) => `${x + s * Math.cos((Math.PI / 180) * (60 * i - 30))},${y + s * Math.sin((Math.PI / 180) * (60 * i - 30))}`).join(' ');
}

function Arena({ view, preview, onCell }: { view: ArenaView; preview: Set<string>; onCell: (q: number, r: number) => void }) {
  const R = view.radius;
  const cells: [number, number][] = [];
  for (let q = -R; q <= R; q++) for (let r = Math.max(-R, -q - R); r <= Math.min(R, -q + R); r++) cells.push([q, r]);
  const corner = new Set(view.corners.map(([q, r]) => `${q},${r}`));
  const w = SIZE * SQ3 * (2 * R + 1) + 4;
  const h = SIZE * (3 * R + 2) + 4;
  return (
    <svg viewBox={`${-w / 2} ${-h / 2} ${w} ${h}`} width={w} height={h} role="img" aria-label="arena">
      {cells.map(([q, r]) => {
        const { x, y } = px(q, r);
        const k = `${q},${r}`;
        return (
          <polygon key={k} data-cell={k} points={hexPoints(x, y, SIZE - 1)} onClick={() => onCell(q, r)}
            fill={preview.has(k) ? '#ffd8a8' : corner.has(k) ? '#e8e0ff' : '#f4f4f4'} stroke="#bbb" />
        );
      })}
      {view.players.map((p, i) => {
        const { x, y } = px(p.cell[0], p.cell[1]);
        const [dq, dr] = DIRS[p.face];
        const tip = px(dq, dr);
        return (
          <g key={i} data-seat={i} opacity={p.life === 0 ? 0.45 : 1}>
            <circle cx={x} cy={y} r={SIZE * 0.6} fill={TEAM[view.team[i] % 3]} stroke={view.active === i ? '#000' : 'none'} strokeWidth={2} />
            <line x1={x} y1={y} x2={x + tip.x * 0.75} y2={y + tip.y * 0.75} stroke="#000" strokeWidth={3} />
            <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fill="#fff">{i + 1}</text>
          </g>
        );
      })}
    </svg>
  );
}

/** A card as printed: cost top-left, name, colour hex with the range on its sides, type box, text. */
function CardFace({ id, card, lang, onClick, onHover }: { id: string; card: ArenaCardView | undefined; lang: 'zh' | 'en'; onClick?: () => void; onHover?: (on: boolean) => void }) {
  if (!card) return <span>{id}</span>;
  const range = card.range ?? ['', '', '', '', '', ''];
  return (
    <button type="button" className="arena-card" data-card={id} onClick={onClick} onMouseEnter={() => onHover?.(true)} onMouseLeave={() => onHover?.(false)}
      style={{ width: 120, minHeight: 150, border: `2px solid ${COLOUR[card.colour ?? 'none']}`, borderRadius: 6, textAlign: 'left', padding: 4, background: '#fff', color: '#222' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <strong>{card.cost ?? ''}</strong>
        <svg width={44} height={40} viewBox="-22 -20 44 40" aria-label="range">
          <polygon points={hexPoints(0, 0, 11)} fill={COLOUR[card.colour ?? 'none']} />
          {range.map((s, i) => {
            const a = (-60 * i * Math.PI) / 180;
            return s === '' ? null : <text key={i} x={17 * Math.cos(a)} y={17 * Math.sin(a) + 3} fontSize={8} textAnchor="middle">{s}</text>;
          })}
        </svg>
      </div>
      <div style={{ fontWeight: 600 }}>{card.name[lang]}</div>
      <div>{card.type === 'damage' ? `▣ ${card.dmg ?? 0}` : card.type === 'talent' ? '⏻' : '✕'}</div>
      <div style={{ fontSize: 11 }}>{card.text[lang]}</div>
    </button>
  );
}

export function ArenaBoard({ view: raw, seat, lang, actions, onPick }: BoardProps) {
  const view = asArenaView(raw);
  const [hover, setHover] = useState<string | null>(null);
  if (!view) return null;
  const me = seat !== null ? view.players[seat] : null;
  const hovered = hover ? view.cards[hover] : undefined;
  const preview = new Set(me && hovered?.range ? rangeCells(me.cell[0], me.cell[1], me.face, hovered.range, view.radius) : []);
  const prompts = actions.filter((c) => PROMPTS.has(act(c).t ?? ''));
  const onCell = (q: number, r: number) => {
    if (!me || !onPick) return;
    const d = DIRS.findIndex(([dq, dr]) => me.cell[0] + dq === q && me.cell[1] + dr === r);
    const here = actions.filter((c) => act(c).t === 'move' && act(c).d === d);
    if (d >= 0 && here.length > 0) onPick(here);
  };
  const onCard = (id: string) => {
    const k = view.cards[id]?.k;
    const mine = actions.filter((c) => act(c).t === 'play' && act(c).c === k);
    if (onPick && mine.length > 0) onPick(mine);
  };
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  return (
    <div className="arena-board" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>{t(`第 ${view.turn} 回合 · 玩家${view.active + 1}`, `Turn ${view.turn} · P${view.active + 1}`)}{view.phase === 'over' ? t(' · 结束', ' · over') : ''}</div>
      {prompts.length > 0 && onPick ? (
        <div role="alert" style={{ border: '2px solid #c00', padding: 6, borderRadius: 6 }}>
          <strong>{t('请选择', 'Your decision')}</strong>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {prompts.map((c) => <button key={c.key} type="button" onClick={() => onPick([c])}>{c.label[lang]}</button>)}
          </div>
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Arena view={view} preview={preview} onCell={onCell} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          {view.players.map((p, i) => (
            <div key={i} data-player={i} style={{ borderLeft: `6px solid ${TEAM[view.team[i] % 3]}`, paddingLeft: 6 }}>
              <div><strong>{t(`玩家${i + 1}`, `P${i + 1}`)}</strong> {p.name ? p.name[lang] : p.character}{p.talent ? ` · ${view.cards[p.talent]?.name[lang] ?? p.talent}` : ''} · {p.mad ? t('失控', 'out of control') : t('理智', 'sane')}</div>
              <div>{t(`生命 ${p.life} · 卡组 ${p.deck} · 回收 ${p.recycle} · 手牌 ${p.handCount} · 耗竭 ${p.exhaust.length}`, `life ${p.life} · deck ${p.deck} · recycle ${p.recycle} · hand ${p.handCount} · exhausted ${p.exhaust.length}`)}</div>
              <div style={{ fontSize: 12 }}>{t('展示区', 'Display')}: {p.display.map((d, j) => {
                const name = d.card ? view.cards[d.card]?.name[lang] ?? d.card : '▮';
                // 起动: my face-up card with an activation on offer is a button.
                const activate = i === seat && d.up && d.card ? actions.filter((c) => act(c).t === 'activate' && act(c).c === view.cards[d.card ?? '']?.k) : [];
                // A separator between names: several are two words ("Ember Heart Ember Heart" ran together).
                const sep = j > 0 ? t('、', ', ') : '';
                if (activate.length > 0 && onPick) return <span key={j}>{sep}<button type="button" className="arena-activate" data-activate={d.card} onClick={() => onPick(activate)}>{name} · {t('起动', 'activate')}</button></span>;
                return <span key={j} style={{ opacity: d.up ? 1 : 0.6 }}>{sep}{name}{d.up ? '' : t('(盖)', '(down)')}</span>;
              })}</div>
            </div>
          ))}
        </div>
      </div>
      {me?.hand ? (
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {me.hand.map((id, i) => <CardFace key={i} id={id} card={view.cards[id]} lang={lang} onClick={() => onCard(id)} onHover={(on) => setHover(on ? id : null)} />)}
        </div>
      ) : null}
    </div>
  );
}
