// The state of play: turn, phase, who acts, action points, the weather of the event zone, and any
// attack, launch or reaction window in progress.
import { listJoin, type Lang } from '../../i18n/lang.js';
import { goalName, mechName, shipName, weaponName, weatherName } from './names.js';
import type { MechaView } from './view.js';
import { fill, MECHA_WORDS as W, PHASES, SIDE_COLOURS, SIDES } from './words.js';

export function MatchInfo({ view, lang }: { view: MechaView; lang: Lang }) {
  const side = (s: number) => (
    <span className="side" style={{ color: SIDE_COLOURS[s] }}>
      {SIDES[s]?.[lang] ?? s}
    </span>
  );
  const unitName = (id: number) => {
    const u = view.units.find((x) => x.id === id);
    return u ? `${(u.kind === 'ship' ? shipName(u.card) : mechName(u.card))[lang]} #${id}` : `#${id}`;
  };
  return (
    <div className="mecha-info">
      <div className="info-row">
        <strong>
          {W.turn[lang]} {view.turn}
        </strong>{' '}
        · {W.phase[lang]}: <span data-phase={view.phase}>{PHASES[view.phase]?.[lang] ?? view.phase}</span>
        {view.active !== null && (
          <>
            {' '}
            · {W.active[lang]}: {side(view.active)} · {W.ap[lang]} <strong data-testid="ap">{view.ap}</strong>
          </>
        )}
      </div>
      {view.phase === 'build' && (
        <div className="info-row">
          {[0, 1].map((p) => (
            <span key={p}>
              {side(p)}: {view.ready[p] ? W.ready[lang] : W.building[lang]}{' '}
            </span>
          ))}
        </div>
      )}
      {view.weather && (
        <div className="info-row">
          {W.weather[lang]}: {weatherName(view.weather.weather)[lang]} ·{' '}
          {view.weather.until < 0 ? W.untilEntered[lang] : fill(W.untilTurn[lang], { turn: view.weather.until })}
        </div>
      )}
      {view.eventsLeft && (
        <div className="info-row" data-testid="events-left">
          {W.eventsLeft[lang]} ({view.eventsLeft.length}): {listJoin(view.eventsLeft.map((w) => weatherName(w)[lang]), lang) || '—'}
        </div>
      )}
      {view.goals.length > 0 && (
        <div className="info-row">
          {W.goalsShown[lang]}: {listJoin(view.goals.map((g) => goalName(g)[lang]), lang)}
        </div>
      )}
      {view.attack && (
        <div className="info-row attack">
          {W.attack[lang]}: {side(view.attack.seat)} {unitName(view.attack.src)} {weaponName(view.attack.weapon)[lang]} → {W.targets[lang]}{' '}
          {view.attack.targets.map(unitName).join(', ')}
        </div>
      )}
      {view.launch && (
        <div className="info-row">
          {W.launching[lang]}: {unitName(view.launch.u)}
        </div>
      )}
      {view.window && (
        <div className="info-row">
          {W.window[lang]}: {side(view.window.seat)}
        </div>
      )}
    </div>
  );
}
