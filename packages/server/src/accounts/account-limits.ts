/**
 * The limits on what one client may try with accounts, counted across every server process (in the database or
 * in Redis): failed logins and recoveries per user name and per address, and new guests and registrations per
 * address, so that one address cannot mint sessions or accounts without end.
 */
import type { Queryable } from '../db/database.js';
import type { AccountSettings } from '../identity/account-settings.js';
import { takePlace, type Place } from './attempt-limits.js';
import type { AttemptCounter } from './attempt-counter.js';
import { addressKey } from './client-address.js';
import { loginThrottle, type LoginThrottle } from './login-throttle.js';
import { openAttemptCounter } from './open-attempt-counter.js';

/** A place that may be given back: a registration that did not happen (its name was taken) does not count. */
type NewAccountPlace =
  | { readonly granted: true; giveBack(): Promise<void> }
  | { readonly granted: false; readonly waitSeconds: number };

export interface AccountLimits {
  readonly login: LoginThrottle;
  /** A place for a new guest (a new session) from this address. */
  newGuest(address: string): Promise<Place>;
  newAccount(address: string): Promise<NewAccountPlace>;
  close(): Promise<void>;
}

export async function openAccountLimits(
  db: Queryable,
  settings: AccountSettings,
  onError: (error: unknown) => void,
): Promise<AccountLimits> {
  const counter = await openAttemptCounter(db, settings, onError);
  return accountLimits(counter, settings);
}

function accountLimits(counter: AttemptCounter, settings: AccountSettings): AccountLimits {
  const { windowSeconds, newGuests, registrations } = settings.addressLimits;
  return {
    login: loginThrottle(counter, settings.loginLimits),
    newGuest: (address) =>
      takePlace(counter, [{ key: `guests:${addressKey(address)}`, limit: newGuests }], windowSeconds),
    newAccount: async (address) => {
      const key = `registrations:${addressKey(address)}`;
      const place = await takePlace(counter, [{ key, limit: registrations }], windowSeconds);
      return place.granted ? { granted: true, giveBack: () => counter.giveBack([key]) } : place;
    },
    close: () => counter.close(),
  };
}
