/**
 * A direct challenge across two server processes sharing PostgreSQL: a player challenges another from their
 * profile; the other, on another page of the app and another process, sees it at once below the header, and
 * accepts it with one press: both are at the game's table. A second challenge, declined, says so to its creator.
 */
import { describe, it } from 'vitest';
import { registerFor } from './support/api-call.js';
import { runBrowserTests } from './support/browser.js';
import { useWebApp } from './support/web-app.js';
import { POSTGRES, useTwinWebServers } from './support/web-server.js';

let names = 0;
const freshName = (prefix: string) => `${prefix}${String(process.pid % 10_000)}_${String(++names)}`;

describe.skipIf(!runBrowserTests || POSTGRES.skip)(`a direct challenge ${POSTGRES.title}`, () => {
  const app = useWebApp();
  const twins = useTwinWebServers();

  it('reaches the other on any page, live; accepted it seats both, declined it says so', async () => {
    const challenger = await app.open({
      baseURL: twins.servers[0].url,
      viewport: { width: 1440, height: 900 },
    });
    const challenged = await app.open({
      baseURL: twins.servers[1].url,
      viewport: { width: 360, height: 640 },
      locale: 'de-DE',
    });
    const [from, to] = [freshName('from'), freshName('to')];
    await registerFor(challenger, from);
    await registerFor(challenged, to);
    await challenged.goto('/rules');

    await challenger.goto(`/players/${to}`);
    await challenger.getByRole('button', { name: 'Challenge', exact: true }).click();
    await challenger.getByRole('button', { name: 'Send the challenge' }).click();
    await challenger.getByText(`Waiting for ${to} to answer`).waitFor();

    const banner = challenged.getByRole('region', { name: 'Herausforderungen an dich' });
    await banner.getByText(`${from} fordert dich heraus`).waitFor();
    await banner.getByRole('button', { name: 'Annehmen' }).click();
    await challenged.locator('.game-table').waitFor();
    await challenger.locator('.game-table').waitFor();

    // Again, declined: the banner goes, and the challenger reads why.
    await challenger.goto(`/players/${to}`);
    await challenger.getByRole('button', { name: 'Challenge', exact: true }).click();
    await challenger.getByRole('button', { name: 'Send the challenge' }).click();
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await challenger.getByText(`${to} declined the challenge.`).waitFor();
    await banner.waitFor({ state: 'detached' });
  });
});
