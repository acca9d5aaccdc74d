/**
 * `katz vapid-keys`: a new VAPID key pair (RFC 8292) for the server's browser pushes: an ECDSA P-256 key, the
 * public one as the uncompressed point and the private one as the 32-byte scalar, both base64url, as the
 * server's VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take them. Made with Node's own crypto; printed once, kept by
 * the operator (a new pair makes every browser's subscription useless).
 */
import { createECDH } from 'node:crypto';
import { success, type CommandOutput } from '../output.js';

export function vapidKeysCommand(): CommandOutput {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar comes without its leading zero bytes, when it has any: the key is always 32 bytes.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return success({
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: privateKey.toString('base64url'),
  });
}
