// The page frame and the routes: lobby, a match (one seat or spectator), hot-seat, replay, rules,
// KARDS's deck builder and tables (online seats choosing their decks).
import { lazy, Suspense } from 'react';
import { LangSwitch } from './i18n/LangSwitch.js';
import { useLang } from './i18n/lang.js';
import { Lobby } from './lobby/Lobby.js';
import { HotSeatPage } from './match/HotSeatPage.js';
import { MatchPage } from './match/MatchPage.js';
import { ReplayPage } from './replay/ReplayPage.js';
import { routeHash, useRoute } from './routes.js';
import { RulesPage } from './rules/RulesPage.js';

// KARDS pages load with their code only when opened.
const DeckBuilderPage = lazy(() => import('./decks/DeckBuilder.js').then((m) => ({ default: m.DeckBuilderPage })));
const TablePage = lazy(() => import('./decks/TablePage.js').then((m) => ({ default: m.TablePage })));

export function App() {
  const { t } = useLang();
  const route = useRoute();
  return (
    <div className="app">
      <header className="app-header">
        <a className="brand" href={routeHash({ page: 'lobby' })}>
          沙盘 <span>Sandtable</span>
        </a>
        <nav>
          <a href={routeHash({ page: 'lobby' })}>{t('lobby')}</a>
          <LangSwitch />
        </nav>
      </header>
      <main>
        {route.page === 'lobby' && <Lobby />}
        {route.page === 'match' && <MatchPage key={`${route.id}:${route.token ?? ''}`} id={route.id} token={route.token} />}
        {route.page === 'hotseat' && <HotSeatPage key={route.id} id={route.id} />}
        {route.page === 'replay' && <ReplayPage key={route.id} id={route.id} />}
        {route.page === 'rules' && <RulesPage key={`${route.game}/${route.rule ?? ''}`} game={route.game} rule={route.rule} />}
        <Suspense fallback={null}>
          {route.page === 'kardsDecks' && <DeckBuilderPage />}
          {route.page === 'kardsTable' && <TablePage key={`${route.id}:${route.token ?? ''}`} id={route.id} token={route.token} />}
        </Suspense>
      </main>
    </div>
  );
}
