// Fleet building (舰队配置): this seat's choices so far (the opponent's stay secret until both are done).
import type { Lang } from '../../i18n/lang.js';
import { captainName, mechCardName, mechName, pilotName, shipCardName, shipName, weaponName } from './names.js';
import type { MechaBuildView } from './view.js';
import { MECHA_WORDS as W } from './words.js';

export function BuildSummary({ build, lang }: { build: MechaBuildView; lang: Lang }) {
  const list = (ids: readonly string[], name: (id: string) => { zh: string; en: string }) => ids.map((id) => name(id)[lang]).join('、') || '—';
  return (
    <section className="side-panel build-summary">
      <h4>{W.yourBuild[lang]}</h4>
      <div>{build.ship ? shipName(build.ship)[lang] : '—'}</div>
      <div>{list(build.guns, weaponName)}</div>
      <div>{list(build.mechs.map((m) => m.mech), mechName)}</div>
      <div>
        {W.captain[lang]}: {build.captain ? captainName(build.captain)[lang] : '—'}
      </div>
      <div>
        {W.pilots[lang]}: {list(build.pilots, pilotName)}
      </div>
      <div>
        {W.shipCards[lang]}: {list(build.cards, shipCardName)}
      </div>
      <div>
        {W.mechCards[lang]}: {list(build.mcards, mechCardName)}
      </div>
    </section>
  );
}
