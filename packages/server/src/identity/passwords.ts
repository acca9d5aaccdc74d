/**
 * Password hashes: Node's own scrypt (no native build), salted, in a self-describing text
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so that a hash made with other parameters can still
 * be checked, and then made again with the configured ones (`stale`). scrypt is slow on purpose (about 0.3 s at
 * N = 2^17) and runs on libuv's thread pool, never on the event loop.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless told, so allow twice that.
    const options = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** How a password compares with a stored hash: wrong, right, or right but hashed with other parameters. */
export type PasswordCheck = 'wrong' | 'right' | 'stale';

export async function checkPassword(
  password: string,
  stored: string,
  current: ScryptParams,
): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (!parsed) throw new Error('a stored password hash is not in the form scrypt$N$r$p$salt$hash');
  const key = await derive(password, parsed.salt, parsed.params);
  if (key.length !== parsed.key.length || !timingSafeEqual(key, parsed.key)) return 'wrong';
  const { N, r, p } = parsed.params;
  return N === current.N && r === current.r && p === current.p ? 'right' : 'stale';
}

function parseHash(
  stored: string,
): { readonly params: ScryptParams; readonly salt: Buffer; readonly key: Buffer } | null {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, N, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  return {
    params: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/**
 * A hash of no one's password, for a login under an unknown name: checking against it takes as long as a real
 * check, so the answer's timing does not tell whether the name exists. Made once per parameters, when first needed.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), params);
    decoys.set(key, decoy);
  }
  return decoy;
}
