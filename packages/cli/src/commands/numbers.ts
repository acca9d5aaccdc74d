type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Reads a whole-number option such as `--games 200`; a missing option reads as undefined. */
export function integerOption(text: string | undefined, option: string): Read<number | undefined> {
  if (text === undefined) return { ok: true, value: undefined };
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    return {
      ok: false,
      error: `${option} must be a whole number of at least 1, not ${JSON.stringify(text)}`,
    };
  }
  return { ok: true, value };
}
