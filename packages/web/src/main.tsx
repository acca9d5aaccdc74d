/** The app's entry: languages first (so the first paint speaks the player's language), then the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/tokens.css';
import { AppRoutes, loadPageAt } from './routes/routes.js';
import { afterFirstScreen } from './app/after-first-screen.js';
import { startI18n } from './i18n/index.js';
import './app/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

startI18n();
// Offline play: the service worker keeps the app (and the computer player) once it has been loaded. Its first
// install fetches the whole build, so it waits until the page has loaded and the browser is idle: before, it took
// the connections (six to a server over HTTP/1.1) and the server's time from the first screen's own requests, and
// a new visitor's first call to the server waited behind dozens of files.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(() => {
    void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('offline play is unavailable:', error);
    });
  });
}

// The page the address shows first, then the app: drawn in one render, not its frame first and the page after.
// A page that fails to load is drawn anyway, and says so (its error boundary).
void loadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  });
