import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 17,
  sql: `
  -- The address (accounts/client-address.ts: an IPv6 address by its /64) a challenge was made from, so that the
  -- lobby's open challenges are counted per address (games/challenges.ts): each new guest brings ten more
  -- places, and one address may start many guests. Null for challenges from before.
  ALTER TABLE challenges ADD COLUMN creator_address text;
  CREATE INDEX challenges_open_by_address ON challenges (creator_address) WHERE state = 'open' AND listed;
`,
};
