/**
 * Logging out, on this device or everywhere: afterwards the app starts afresh at the start page, as a visitor
 * without a session (every part of it, the live connection too, belonged to the session). The header's account
 * menu and the profile both log out through here; the header loads it only when asked, with the API client.
 */
import { ENDPOINTS } from '@katz/protocol';
import type { CallError } from './api-client.js';
import { api } from './browser-connection.js';
import { markLoggingOut } from './session-ended.js';

/** Logs out and loads the start page; the refusal, when the server would not. */
export async function logOut(everywhere: boolean): Promise<CallError | null> {
  const refused = markLoggingOut();
  const result = await api.call(everywhere ? ENDPOINTS.logOutEverywhere : ENDPOINTS.logOut);
  if (!result.ok) {
    refused();
    return result.error;
  }
  location.assign('/');
  return null;
}
