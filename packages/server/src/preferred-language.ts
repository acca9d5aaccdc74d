/**
 * The language a request's Accept-Language header asks for first among those spoken (`de-CH, nl;q=0.8, *;q=0.5`
 * with de, nl and en spoken: de), by quality, then by order; null when it asks for none of them. Only the
 * primary subtag counts, as the web app matches its languages (src/i18n in packages/web).
 */
export function preferredLanguage<Spoken extends string>(
  header: string | undefined,
  spoken: readonly Spoken[],
): Spoken | null {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number(quality ?? 1), index };
    })
    .filter(
      (asked): asked is { language: Spoken; quality: number; index: number } =>
        (spoken as readonly string[]).includes(asked.language) && asked.quality > 0,
    )
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return asked[0]?.language ?? null;
}
