/**
 * Every page of the app (page-routes.ts), each loaded when first visited so that no page pays for another's
 * code, and its words loaded beside it rather than after it. On a first visit the server has already named
 * both in the page, so they are on their way before this runs (build/page-preloads.ts).
 */
import i18next from 'i18next';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
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
  'rules/RulesPage': () => import('../pages/rules/RulesPage.js'),
  'settings/SettingsPage': () => import('../pages/settings/SettingsPage.js'),
  'accounts/RegisterPage': () => import('../pages/accounts/RegisterPage.js'),
  'accounts/LoginPage': () => import('../pages/accounts/LoginPage.js'),
  'accounts/RecoverPage': () => import('../pages/accounts/RecoverPage.js'),
  'accounts/ProfilePage': () => import('../pages/accounts/ProfilePage.js'),
  'leaderboard/LeaderboardPage': () => import('../pages/leaderboard/LeaderboardPage.js'),
  'not-found/NotFoundPage': () => import('../pages/not-found/NotFoundPage.js'),
};

/** A page loaded on first use, with its words: the component its module exports under the file's name. */
function lazyPage(route: (typeof PAGE_ROUTES)[number]): ComponentType {
  const name = route.page.slice(route.page.lastIndexOf('/') + 1);
  return lazy(async () => {
    const [module] = await Promise.all([LOADERS[route.page](), i18next.loadNamespaces([...route.words])]);
    const component = (module as Partial<Record<string, ComponentType>>)[name];
    if (component === undefined) throw new Error(`src/pages/${route.page}.tsx exports no ${name}`);
    return { default: component };
  });
}

const PAGES = PAGE_ROUTES.map((route) => ({ path: route.path, Page: lazyPage(route) }));

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
