/**
 * Every page of the app (page-routes.ts), each loaded when first visited so that no page pays for another's
 * code, and its words loaded beside it rather than after it. On a first visit the server has already named
 * both in the page, so they are on their way before this runs (build/page-preloads.ts).
 */
import i18next from 'i18next';
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppShell } from '../app/AppShell.js';
import { PAGE_ROUTES, type PageModule } from './page-routes.js';

/** Each page's module by its name in the route table: a page the table names without a loader does not compile. */
const LOADERS: Record<PageModule, () => Promise<object>> = {
  'home/HomePage': () => import('../pages/home/HomePage.js'),
  'practice/PracticePage': () => import('../pages/practice/PracticePage.js'),
  'learn/LearnPage': () => import('../pages/learn/LearnPage.js'),
  'game/GamePage': () => import('../pages/game/GamePage.js'),
  'invite/InvitePage': () => import('../pages/invite/InvitePage.js'),
  'replay/ReplayPage': () => import('../pages/replay/ReplayPage.js'),
  'review/ReviewPage': () => import('../pages/review/ReviewPage.js'),
  'mistakes/MistakesPage': () => import('../pages/mistakes/MistakesPage.js'),
  'rules/RulesPage': () => import('../pages/rules/RulesPage.js'),
  'settings/SettingsPage': () => import('../pages/settings/SettingsPage.js'),
  'accounts/RegisterPage': () => import('../pages/accounts/RegisterPage.js'),
  'accounts/LoginPage': () => import('../pages/accounts/LoginPage.js'),
  'accounts/RecoverPage': () => import('../pages/accounts/RecoverPage.js'),
  'accounts/ProfilePage': () => import('../pages/accounts/ProfilePage.js'),
  'leaderboard/LeaderboardPage': () => import('../pages/leaderboard/LeaderboardPage.js'),
  'tournaments/TournamentsPage': () => import('../pages/tournaments/TournamentsPage.js'),
  'tournaments/TournamentPage': () => import('../pages/tournaments/TournamentPage.js'),
  'people/FriendsPage': () => import('../pages/people/FriendsPage.js'),
  'not-found/NotFoundPage': () => import('../pages/not-found/NotFoundPage.js'),
};

interface Page {
  readonly path: string;
  /** Loads the page's module and words, once: later calls have the same promise. */
  readonly load: () => Promise<ComponentType>;
  readonly Page: ComponentType;
}

/**
 * A page loaded on first use, with its words: the component its module exports under the file's name. Once
 * loaded, it is drawn at once; before, through `lazy`, which draws nothing until it has come. Which of the two
 * is chosen once for as long as the page is shown, so that the page is never drawn anew (its state lost) when
 * its module arrives.
 */
function pageOf(route: (typeof PAGE_ROUTES)[number]): Page {
  const name = route.page.slice(route.page.lastIndexOf('/') + 1);
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const load = () =>
    (loading ??= Promise.all([LOADERS[route.page](), i18next.loadNamespaces([...route.words])]).then(
      ([module]) => {
        const component = (module as Partial<Record<string, ComponentType>>)[name];
        if (component === undefined) throw new Error(`src/pages/${route.page}.tsx exports no ${name}`);
        loaded = component;
        return component;
      },
    ));
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page() {
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { path: route.path, load, Page };
}

const PAGES = PAGE_ROUTES.map(pageOf);

/**
 * Loads the page at `pathname` (its module and its words), for the app's first screen: drawn once it has come,
 * the app draws the page in its first render, where it drew the frame around it first, then, after the page's
 * module had run, everything again (a page's first screen was usable some 100 ms later for it). The server has
 * named the page's files in the page (build/page-preloads.ts), so they are on their way or here.
 */
export function loadPageAt(pathname: string): Promise<unknown> {
  const matched = matchRoutes(
    PAGES.map(({ path }, index) => ({ path, id: String(index) })),
    pathname,
  )?.[0];
  return PAGES[Number(matched?.route.id)]?.load() ?? Promise.resolve();
}

/**
 * Every page's path, in the router's declarative form: the pages load their own data, so the router's data
 * layer (loaders, actions, fetchers) would be 16 KB of the first load that nothing uses.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
