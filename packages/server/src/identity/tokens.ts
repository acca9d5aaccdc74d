/** Unguessable identifiers and the hashes under which secrets are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits in URL-safe base64: ids of players, games and challenges. */
export const newId = (): string => randomBytes(16).toString('base64url');

/** 256 random bits: a session cookie's value. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** A server game's seed: 32 random hexadecimal digits (128 bits), within the engine's SEED_PATTERN. */
export const newSeed = (): string => randomBytes(16).toString('hex');

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
