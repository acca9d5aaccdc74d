/** The login throttle on the configured store: Redis when REDIS_URL is set, else the database. */
import type { Queryable } from '../db/database.js';
import type { AccountSettings } from '../identity/account-settings.js';
import { databaseFailureCounter } from './database-failure-counter.js';
import { loginThrottle, type LoginThrottle } from './login-throttle.js';
import { redisFailureCounter } from './redis-failure-counter.js';

export async function openLoginThrottle(
  db: Queryable,
  settings: AccountSettings,
  onError: (error: unknown) => void,
): Promise<LoginThrottle> {
  const counter =
    settings.redisUrl === null
      ? databaseFailureCounter(db)
      : await redisFailureCounter(settings.redisUrl, settings.redisKeyPrefix, onError);
  return loginThrottle(counter, settings.loginLimits);
}
