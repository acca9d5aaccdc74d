/**
 * The Redis server the login-throttle tests use when KATZ_TEST_REDIS_URL is set (CI sets it, see .ci/run):
 * skipped, saying so, without it, and on CI a failure instead, as for PostgreSQL (databases.ts).
 */
import { randomBytes } from 'node:crypto';
import { DATABASE_KINDS, type DatabaseKind } from './databases.js';

const REDIS_URL = process.env.KATZ_TEST_REDIS_URL ?? '';
const ON_CI = process.env.CI === 'true';

const REDIS = {
  title:
    REDIS_URL || ON_CI
      ? 'in Redis'
      : 'in Redis (skipped: set KATZ_TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)',
  skip: REDIS_URL === '' && !ON_CI,
};

/** Settings that count failed logins in the test Redis, under keys of their own (a shared server keeps them). */
export function redisSettings(): Record<string, string> {
  if (REDIS_URL === '') {
    throw new Error('CI=true, but KATZ_TEST_REDIS_URL is not set: the Redis tests cannot run (see .ci/run)');
  }
  return { REDIS_URL, REDIS_KEY_PREFIX: `katz-test-${randomBytes(6).toString('hex')}:` };
}

/** Where attempts are counted, for the tests of limits: each database kind, and Redis (beside PGlite). */
export const ATTEMPT_STORES = [
  ...DATABASE_KINDS.map(({ kind, title, skip }) => ({
    title: `in the database ${title}`,
    kind,
    skip,
    redis: false,
  })),
  { title: REDIS.title, kind: 'pglite' as DatabaseKind, skip: REDIS.skip, redis: true },
];
