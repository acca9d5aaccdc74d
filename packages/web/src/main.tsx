/** The app's entry: languages first (so the first paint speaks the player's language), then the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/routes.js';
import { startI18n } from './i18n/index.js';
import './app/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

startI18n();
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
