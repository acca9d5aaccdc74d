/** The engine's Result shape, for the server's own operations. */
export { type Result as Outcome } from '@katz/engine';

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
