/** Registers a client's guest through the API, as a player would, for tests of what registered players may do. */
import { ENDPOINTS } from '@katz/protocol';
import type { Client } from './client.js';

const TEST_PASSWORD = 'correct horse battery';

let registrations = 0;

/** A user name no other test in this process has taken (3 to 24 characters). */
export const freshUsername = (prefix: string): string =>
  `${prefix.slice(0, 12)}_${++registrations}_${process.pid}`;

export async function registerClient(client: Client, username: string): Promise<void> {
  await client.call(ENDPOINTS.register, { body: { username, password: TEST_PASSWORD } });
}
