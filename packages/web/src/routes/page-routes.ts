/**
 * Every page's path, its module, the words it needs beside those bundled with the app, and the API's answers its
 * first screen shows: the router makes its routes from this table (routes.tsx), and the build
 * (build/page-preloads.ts) writes from it what each path's first screen needs, so that the server can name it all
 * in the page itself and one round trip brings it. Plain data, for the build reads it too.
 */

/** The namespaces of words loaded with a page (src/i18n: the others ship with the app). */
export type PageWords = 'pages' | 'rules' | 'accounts' | 'tournaments';

export interface PageRoute {
  /** A React Router path: `:name` is one segment, `*` anything. */
  readonly path: string;
  /** The page's module under src/pages, without `.tsx`; it exports a component of its file's name. */
  readonly page: string;
  readonly words: readonly PageWords[];
  /**
   * The API's answers the page asks for as it is drawn, exactly as it asks (`:name` stands for the path's
   * segment): the server asks the browser to fetch them with the page's code, and the page's own call takes the
   * answer. Only calls that need no session, so that no guest is made for them.
   */
  readonly data?: readonly string[];
}

export const PAGE_ROUTES = [
  { path: '/', page: 'home/HomePage', words: ['pages'], data: ['/api/ratings/computer', '/api/challenges'] },
  { path: '/practice', page: 'practice/PracticePage', words: [] },
  { path: '/learn', page: 'learn/LearnPage', words: [] },
  { path: '/game/:id', page: 'game/GamePage', words: ['pages'], data: ['/api/games/:id'] },
  { path: '/invite/:id', page: 'invite/InvitePage', words: ['pages'], data: ['/api/challenges/:id'] },
  { path: '/replay/:id', page: 'replay/ReplayPage', words: ['pages'], data: ['/api/games/:id/replay'] },
  { path: '/replay/:id/review', page: 'review/ReviewPage', words: ['pages'] },
  {
    path: '/replay/:id/learn',
    page: 'mistakes/MistakesPage',
    words: ['pages'],
    data: ['/api/games/:id/replay'],
  },
  { path: '/rules', page: 'rules/RulesPage', words: ['rules'] },
  { path: '/settings', page: 'settings/SettingsPage', words: ['pages'] },
  { path: '/register', page: 'accounts/RegisterPage', words: ['accounts'] },
  { path: '/login', page: 'accounts/LoginPage', words: ['accounts'] },
  { path: '/recover', page: 'accounts/RecoverPage', words: ['accounts'] },
  {
    path: '/players/:name',
    page: 'accounts/ProfilePage',
    words: ['accounts', 'pages'],
    data: ['/api/players/:name'],
  },
  {
    path: '/leaderboard',
    page: 'leaderboard/LeaderboardPage',
    words: ['pages'],
    data: ['/api/ratings?limit=100', '/api/ratings/computer'],
  },
  {
    path: '/tournaments',
    page: 'tournaments/TournamentsPage',
    words: ['pages', 'tournaments'],
    data: ['/api/tournaments'],
  },
  {
    path: '/tournaments/:id',
    page: 'tournaments/TournamentPage',
    words: ['pages', 'tournaments'],
    data: ['/api/tournaments/:id'],
  },
  { path: '/friends', page: 'people/FriendsPage', words: ['pages'] },
  { path: '*', page: 'not-found/NotFoundPage', words: ['pages'] },
] as const satisfies readonly PageRoute[];

export type PageModule = (typeof PAGE_ROUTES)[number]['page'];

/** The words of the frame around every page: the header's account links. */
export const SHELL_WORDS: readonly PageWords[] = ['accounts'];
