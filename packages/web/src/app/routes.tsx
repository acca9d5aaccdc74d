/** Every page of the app, each loaded when first visited so that no page pays for another's code. */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './AppShell.js';

/** A lazily loaded page from a module that exports it by name. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
}

const HomePage = page(() => import('../pages/home/HomePage.js'), 'HomePage');
const PracticePage = page(() => import('../pages/practice/PracticePage.js'), 'PracticePage');
const LearnPage = page(() => import('../pages/learn/LearnPage.js'), 'LearnPage');
const GamePage = page(() => import('../pages/game/GamePage.js'), 'GamePage');
const InvitePage = page(() => import('../pages/invite/InvitePage.js'), 'InvitePage');
const ReplayPage = page(() => import('../pages/replay/ReplayPage.js'), 'ReplayPage');
const RulesPage = page(() => import('../pages/rules/RulesPage.js'), 'RulesPage');
const SettingsPage = page(() => import('../pages/settings/SettingsPage.js'), 'SettingsPage');
// accounts
const RegisterPage = page(() => import('../pages/accounts/RegisterPage.js'), 'RegisterPage');
const LoginPage = page(() => import('../pages/accounts/LoginPage.js'), 'LoginPage');
const RecoverPage = page(() => import('../pages/accounts/RecoverPage.js'), 'RecoverPage');
const ProfilePage = page(() => import('../pages/accounts/ProfilePage.js'), 'ProfilePage');
// Ratings: the leaderboard.
const LeaderboardPage = page(() => import('../pages/leaderboard/LeaderboardPage.js'), 'LeaderboardPage');
const NotFoundPage = page(() => import('../pages/not-found/NotFoundPage.js'), 'NotFoundPage');

/**
 * Every page's path, in the router's declarative form: the pages load their own data, so the router's data
 * layer (loaders, actions, fetchers) would be 16 KB of the first load that nothing uses.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/practice" element={<PracticePage />} />
        <Route path="/learn" element={<LearnPage />} />
        <Route path="/game/:id" element={<GamePage />} />
        <Route path="/invite/:id" element={<InvitePage />} />
        <Route path="/replay/:id" element={<ReplayPage />} />
        <Route path="/rules" element={<RulesPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/recover" element={<RecoverPage />} />
        <Route path="/players/:name" element={<ProfilePage />} />
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
