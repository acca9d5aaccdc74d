/**
 * Whether a browser's push subscription keys can be encrypted to (RFC 8291). The protocol's schema checks their
 * form (65 bytes starting with 0x04, a 16-byte secret); this checks what a schema cannot: that the public key is
 * a point on P-256. A key that is not would be stored and then fail every send with the same error forever.
 */
import { createECDH } from 'node:crypto';

/** Why the browser's public key cannot be used, or null when it can. */
export function publicKeyRefusal(p256dh: string): string | null {
  const server = createECDH('prime256v1');
  server.generateKeys();
  try {
    // The very step every push takes: the shared secret with the browser's key.
    server.computeSecret(Buffer.from(p256dh, 'base64url'));
    return null;
  } catch {
    return 'is not a point on the P-256 curve: not a key a browser makes';
  }
}
