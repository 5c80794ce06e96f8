// What hovering or tapping a ship, mech or pilot shows: its stats and card text from the game's data
// tables, its rule's text, and a link to that rule on the rules page. Only what the view shows is
// described: a face-down pilot or card stays a card back.
import { MECH_CARDS, MECH_TRAITS, MECHS, PILOTS, SHIP_SKILLS, SHIPS, TALENTS, WEAPONS } from '../../../../src/games/mecha/data.js';
import type { Label } from '../../../../src/protocol/types.js';
import { listJoin, type Lang } from '../../i18n/lang.js';
import { routeHash } from '../../routes.js';
import { mechCardName, mechName, pilotName, shipName, weaponName } from './names.js';
import { RULE_OF, useRuleText } from './rules.js';
import type { MechaUnitView } from './view.js';
import { fill, MECHA_WORDS as W, SIDE_COLOURS, SIDES, WEAPON_KINDS } from './words.js';

/** What is being looked at: a unit of the view, or a pilot card by id. */
export type Inspected = { readonly unit: number } | { readonly pilot: string };

function RuleLink({ id, lang }: { id: string | undefined; lang: Lang }) {
  if (!id) return null;
  return (
    <a className="rules-link" data-testid="unit-rules" data-rule={id} href={routeHash({ page: 'rules', game: 'mecha', rule: id })} target="_blank" rel="noreferrer">
      {W.rules[lang]} {id}
    </a>
  );
}

function RuleText({ id, lang }: { id: string | undefined; lang: Lang }) {
  const text = useRuleText(id);
  return text ? <p className="muted rule-text">{text[lang]}</p> : null;
}

/** One weapon: kind, range, counts × damage, ammunition left. */
export function weaponLine(id: string, ammo: number, lang: Lang): string {
  const w = WEAPONS.find((x) => x.id === id);
  if (!w) return weaponName(id)[lang];
  const range = w.max === null ? W.wholeMap[lang] : w.min === w.max ? `${w.max}` : `${w.min}–${w.max}`;
  const parts = [
    WEAPON_KINDS[w.kind]?.[lang] ?? w.kind,
    `${W.range[lang]} ${range}${w.aoe ? ' AOE' : ''}`,
    fill(W.shots[lang], { n: w.shots, d: w.damage }),
    `${W.ammo[lang]} ${ammo >= 0 ? ammo : W.unlimited[lang]}`,
  ];
  return `${weaponName(id)[lang]}: ${parts.join(' · ')}`;
}

const names = (list: readonly Label[], lang: Lang) => listJoin(list.map((x) => x[lang]), lang);

function PilotText({ id, lang }: { id: string; lang: Lang }) {
  const p = PILOTS.find((x) => x.id === id);
  if (!p) return null;
  return (
    <div>
      {W.talent[lang]}: {TALENTS[p.talent][lang]} · {W.recovery[lang]}: {fill(W.turnsUnit[lang], { n: p.recovery })}
    </div>
  );
}

export function UnitDetails({ unit: u, lang }: { unit: MechaUnitView; lang: Lang }) {
  const ship = u.kind === 'ship' ? SHIPS.find((x) => x.id === u.card) : undefined;
  const mech = u.kind === 'mech' ? MECHS.find((x) => x.id === u.card) : undefined;
  const rule = RULE_OF[u.card];
  return (
    <section className="side-panel unit-details" data-details={u.id} style={{ borderColor: SIDE_COLOURS[u.owner] }}>
      <h4>
        {SIDES[u.owner]?.[lang]} {(u.kind === 'ship' ? shipName(u.card) : mechName(u.card))[lang]} <span className="muted">#{u.id}</span>{' '}
        <RuleLink id={rule} lang={lang} />
      </h4>
      <div>
        {W.hp[lang]} {u.hp}/{u.maxHp} · {W.hit[lang]} {u.hit} · {W.evade[lang]} {u.evade}
      </div>
      {ship && (
        <div>
          {W.skills[lang]}: {names(ship.skills.map((k) => SHIP_SKILLS[k]), lang)}
        </div>
      )}
      {mech && mech.traits.length > 0 && (
        <div>
          {W.traits[lang]}: {names(mech.traits.map((k) => MECH_TRAITS[k]), lang)}
        </div>
      )}
      {u.guns.map((g, i) => (
        <div key={i} className="weapon-line">
          {weaponLine(g.weapon, g.ammo, lang)} <RuleLink id={RULE_OF[g.weapon]} lang={lang} />
        </div>
      ))}
      {u.pilot !== null && (
        <div>
          {W.pilot[lang]}: {u.pilot === 'face-down' ? <span className="card-back">{W.faceDown[lang]}</span> : pilotName(u.pilot)[lang]}
          {u.pilot !== 'face-down' && <RuleLink id={RULE_OF[u.pilot]} lang={lang} />}
          {u.pilot !== 'face-down' && <PilotText id={u.pilot} lang={lang} />}
        </div>
      )}
      {u.gear.length > 0 && (
        <div>
          {W.gear[lang]}:{' '}
          {u.gear.map((g, i) =>
            g.card === null ? (
              <span key={i} className="card-back">
                {W.faceDown[lang]}
              </span>
            ) : (
              <span key={i}>
                {mechCardName(g.card)[lang]}
                {MECH_CARDS.find((c) => c.id === g.card)?.uses ? ` ×${g.uses ?? 0}` : ''} <RuleLink id={RULE_OF[g.card]} lang={lang} />{' '}
              </span>
            ),
          )}
        </div>
      )}
      <RuleText id={rule} lang={lang} />
    </section>
  );
}

export function PilotDetails({ pilot, lang }: { pilot: string; lang: Lang }) {
  const rule = RULE_OF[pilot];
  return (
    <section className="side-panel unit-details" data-details={`pilot:${pilot}`}>
      <h4>
        {W.pilot[lang]} {pilotName(pilot)[lang]} <RuleLink id={rule} lang={lang} />
      </h4>
      <PilotText id={pilot} lang={lang} />
      <RuleText id={rule} lang={lang} />
    </section>
  );
}
