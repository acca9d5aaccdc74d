/** The attempt counter on the configured store: Redis when REDIS_URL is set, else the database. */
import type { Queryable } from '../db/database.js';
import type { AccountSettings } from '../identity/account-settings.js';
import type { AttemptCounter } from './attempt-counter.js';
import { databaseAttemptCounter } from './database-attempt-counter.js';
import { redisAttemptCounter } from './redis-attempt-counter.js';

export async function openAttemptCounter(
  db: Queryable,
  settings: AccountSettings,
  onError: (error: unknown) => void,
): Promise<AttemptCounter> {
  return settings.redisUrl === null
    ? databaseAttemptCounter(db)
    : redisAttemptCounter(settings.redisUrl, settings.redisKeyPrefix, onError);
}
