/** Test helpers for accounts: fresh user names, registering a guest, logging in. */
import { randomBytes } from 'node:crypto';
import { ENDPOINTS, type WithRecoveryCode } from '@katz/protocol';
import { Client } from './client.js';

/** A user name no other test uses (the PostgreSQL database may be shared within one test). */
export const freshName = (stem = 'mouse'): string => `${stem}_${randomBytes(4).toString('hex')}`;

export const PASSWORD = 'correct horse battery';

/** A new guest on `base`, registered under `username`; the client holds the new session. */
export async function registered(
  base: string,
  username = freshName(),
  password = PASSWORD,
): Promise<{ client: Client; account: WithRecoveryCode }> {
  const client = new Client(base);
  await client.join();
  const account = await client.call(ENDPOINTS.register, { body: { username, password } });
  return { client, account };
}

/** A new client (another device) logged in as `username`. */
export async function loggedIn(base: string, username: string, password = PASSWORD): Promise<Client> {
  const client = new Client(base);
  await client.call(ENDPOINTS.logIn, { body: { username, password } });
  return client;
}
