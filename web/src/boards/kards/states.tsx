// A side's public states beyond its zones (K-R65v), zh/en: the HQ's marks (Smokescreen, damage capped to 1,
// abilities the enemy gave it with the damage it took this turn), what is in force this turn and what is owed
// next turn; hand-slot marks; units removed from the battlefield until they return (limbo).
import { cardText } from '../../../../src/games/kards/card-text.js';
import { CARDS, cardIndex } from '../../../../src/games/kards/cards.js';
import { listJoin } from '../../i18n/lang.js';
import { unitMarks } from './marks.js';
import type { KardsDelayedView, KardsGets, KardsLimboView, KardsSideView } from './view.js';

type Lang = 'zh' | 'en';
const name = (id: string, lang: Lang) => CARDS[cardIndex(id)]?.name[lang] ?? id;
const text = (id: string, lang: Lang) => (cardIndex(id) >= 0 ? cardText(cardIndex(id))[lang] : '');

/** Marks on the HQ button. */
export function HqMarks({ side, lang }: { side: KardsSideView; lang: Lang }) {
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  const fx = side.hqFx ?? [];
  return (
    <div style={{ fontSize: 10 }}>
      {side.hqSmoke ? <span data-hq-state="smoke" title={t('烟幕：直到其拥有者的下回合，攻击不能以此总部为目标（指令可以）', 'Smokescreen: no attack may target this HQ until its owner’s next turn (orders may)')}>{t('烟幕', 'Smokescreen')} </span> : null}
      {side.hqCapped ? <span data-hq-state="capped" title={t('本回合此总部受到的每次伤害为1', 'This turn each damage to this HQ is 1')}>{t('伤害上限1', 'damage capped at 1')} </span> : null}
      {fx.length > 0 ? (
        <span data-hq-state="fx" title={fx.map((id) => `${name(id, lang)}: ${text(id, lang)}`).join('\n')}>
          {t('获得', 'has')}: {listJoin(fx.map((id) => name(id, lang)), lang)} · {t('本回合受到伤害', 'damage this turn')} {side.hqTaken ?? 0}
        </span>
      ) : null}
    </div>
  );
}

/** This turn's restrictions and gains, and what is owed next turn; nothing when none. */
export function TurnStates({ side, turn, lang }: { side: KardsSideView; turn: number; lang: Lang }) {
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  const now: string[] = [];
  if (side.noOrders) now.push(t('不能使用指令', 'no orders'));
  if (side.noDeploy) now.push(t('不能部署单位', 'no deploys'));
  if ((side.boost ?? 0) > 0) now.push(t(`部署单位费用-${side.boost}并获得闪击`, `units cost ${side.boost} less and have Blitz`));
  const n = side.next;
  const next: string[] = [];
  if (n) {
    if (n.kredits !== 0) next.push(t(`指挥点${n.kredits > 0 ? '+' : ''}${n.kredits}`, `${n.kredits > 0 ? '+' : ''}${n.kredits} kredits`));
    if (n.draws > 0) next.push(t(`多抽${n.draws}张`, `${n.draws} more draw${n.draws > 1 ? 's' : ''}`));
    if (n.noOrders) next.push(t('不能使用指令', 'no orders'));
    if (n.noDeploy) next.push(t('不能部署单位', 'no deploys'));
    if (n.noSlot) next.push(t('不增加指挥点槽、不抽牌', 'no new slot, no draw'));
    if (n.discards > 0) next.push(t(`随机弃${n.discards}张`, `${n.discards} random discard${n.discards > 1 ? 's' : ''}`));
  }
  // What an order left in force (MUD, GRIM DAY, IMPERIAL DECREE), while it lasts.
  if (side.mud != null && side.mud >= turn) (side.mud === turn ? now : next).push(t('地面单位不能攻击', 'ground units cannot attack'));
  if (side.grim != null && side.grim >= turn) now.push(t(`至第${side.grim}回合，敌方选中或攻击其单位需多付2点`, `through turn ${side.grim} the enemy pays 2 more to target or attack its units`));
  if (side.decree === turn) now.push(t('下一张伤害指令多造成1点伤害', 'the next damage order deals 1 more'));
  const hears = (side.hears ?? []).filter((h) => h.until === null || h.until >= turn);
  const delayed = side.delayed ?? [];
  if (now.length === 0 && next.length === 0 && delayed.length === 0 && hears.length === 0) return null;
  const when = (d: KardsDelayedView) =>
    d.turn === null ? t('每回合开始时', 'at the start of each turn') : t(`第${d.turn}回合${d.at === 'end' ? '结束' : '开始'}时`, `at the ${d.at} of turn ${d.turn}`);
  return (
    <span data-turn-states style={{ marginLeft: 6 }}>
      {now.length > 0 ? <span data-now>{t('本回合', 'this turn')}: {listJoin(now, lang)} </span> : null}
      {next.length > 0 ? <span data-next>{t('下回合', 'next turn')}: {listJoin(next, lang)} </span> : null}
      {hears.length > 0 ? (
        <span data-hears title={hears.map((h) => `${name(h.card, lang)}: ${text(h.card, lang)}`).join('\n')}>
          {t('持续效果', 'in force')}: {listJoin(hears.map((h) => `${name(h.card, lang)} (${h.until === null ? t('本场战斗', 'this battle') : t(`至第${h.until}回合`, `through turn ${h.until}`)})`), lang)}{' '}
        </span>
      ) : null}
      {delayed.length > 0 ? (
        <span data-delayed title={delayed.map((d) => `${name(d.card, lang)}: ${text(d.card, lang)}`).join('\n')}>
          {t('延迟效果', 'delayed')}: {listJoin(delayed.map((d) => `${name(d.card, lang)} (${when(d)})`), lang)}
        </span>
      ) : null}
    </span>
  );
}

const MARK: Record<string, { zh: string; en: string }> = {
  cost1: { zh: '费用为1', en: 'costs 1' },
  discardEot: { zh: '回合结束时弃置', en: 'discarded at end of turn' },
  discardNext: { zh: '下回合结束时弃置', en: 'discarded at end of next turn' },
  deployBuff: { zh: '部署时+1+1并获得闪击', en: '+1+1 and Blitz when deployed' },
  deployBuff22: { zh: '部署时+2+2', en: '+2+2 when deployed' },
  captured: { zh: '被收缴', en: 'captured' },
  aged: { zh: '在卡组中已4回合以上', en: '4+ turns in the deck' },
  // Other sets (K-R69m, K-R69n, K-R69y, K-R70n): what an order or a unit did to a card in hand.
  blitz: { zh: '部署时获得闪击', en: 'Blitz when deployed' },
  op1: { zh: '行动费用为1', en: 'operation cost 1' },
  hullDown: { zh: '部署时+1+2并与一个随机敌方单位交战', en: '+1+2 and fights a random enemy unit when deployed' },
  opLess: { zh: '行动费用-1', en: 'operates for 1 less' },
  bond: { zh: '获得羁绊', en: 'given Bond' },
  noBond: { zh: '失去羁绊', en: 'Bond removed' },
  plus1: { zh: '部署时+1+1', en: '+1+1 when deployed' },
  plus2: { zh: '部署时+2+2', en: '+2+2 when deployed' },
  plus3: { zh: '部署时+3+3', en: '+3+3 when deployed' },
};

/** Every hand-slot mark a view may carry (src/games/kards/view.ts), for the test that each has words. */
export const MARK_NAMES: readonly string[] = Object.keys(MARK);

/** A hand slot's marks as words, then what its unit gets when deployed (K-R70w2) when the view says. */
export function markWords(marks: readonly string[] | undefined, lang: Lang, gets?: KardsGets | null): string {
  const words = (marks ?? []).map((m) => MARK[m]?.[lang] ?? m);
  if (gets) words.push(getsWords(gets, lang));
  return listJoin(words, lang);
}

/** "+2+1, Guard when deployed" / "部署时+2+1、守护": stat and keyword changes given to a card before it is deployed. */
export function getsWords(g: KardsGets, lang: Lang): string {
  const parts: string[] = [];
  if (g.atk > 0 || g.def > 0) parts.push(`+${g.atk}+${g.def}`);
  for (const m of unitMarks(g.kw, 0, lang)) parts.push(m.name);
  // K-R71f: a text given to the card (IJN YAMATO, VICTORY GARDEN), named by the card that gave it.
  for (const id of g.texts ?? []) parts.push(lang === 'zh' ? `${name(id, lang)}给予的能力` : `the text of ${name(id, lang)}`);
  return lang === 'zh' ? `部署时${parts.join('、')}` : `${parts.join(', ')} when deployed`;
}

/** Units removed from the battlefield until they return (public). */
export function Limbo({ units, lang }: { units: readonly KardsLimboView[]; lang: Lang }) {
  const t = (zh: string, en: string) => (lang === 'zh' ? zh : en);
  if (units.length === 0) return null;
  const when = (u: KardsLimboView) => {
    if (u.returns === null) return u.heldBy === null ? '' : t(`移除它的单位离场时返回`, 'back when its remover leaves');
    const { turn, at, to } = u.returns;
    return t(`第${turn}回合${at === 'end' ? '结束' : '开始'}时返回${to === 'hand' ? '手牌' : '战场'}`, `back at the ${at} of turn ${turn}${to === 'hand' ? ', to hand' : ''}`);
  };
  return (
    <div data-limbo style={{ fontSize: 12 }}>
      {t('移出战场', 'Removed from the battlefield')}: {units.map((u) => (
        <span key={u.uid} data-limbo-unit={u.uid} title={text(u.card, lang)} style={{ border: `1px dotted ${u.owner === 0 ? '#2a6fdb' : '#d9412b'}`, borderRadius: 4, padding: '0 3px', marginRight: 4 }}>
          {u.name[lang]} {u.atk}/{u.def} ({when(u)})
        </span>
      ))}
    </div>
  );
}
