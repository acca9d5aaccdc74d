/** Random ids for client action ids and message refs: 22 URL-safe base64 characters (132 bits). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  // 256 is a multiple of 64, so each character is equally likely.
  return Array.from(bytes, (byte) => ALPHABET[byte % 64]).join('');
}
