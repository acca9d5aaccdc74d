/**
 * A page load's requests as waves: a request belongs to the wave after the latest wave of which some request
 * over the network had already ended when it was asked for, so that each wave is what the page could only ask
 * for once an earlier answer was in (a script that ran, a call answered, or a connection that came free). The
 * document is wave 1. On a network every wave costs at least one round trip, which is why the first screen
 * should need few; an answer from the service worker's or the browser's cache costs none and starts no wave.
 */

/** One request as the page's resource timing saw it, in ms since the navigation started. */
export interface Fetched {
  /** What it was: `document /`, `HomePage.js` (the build's hash left out), `GET /api/challenges`. */
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** Bytes that crossed the network, compressed (0 from a cache). */
  readonly bytes: number;
  /** Where the answer came from: the network, the browser's cache, or the service worker. */
  readonly from: 'net' | 'cache' | 'sw';
}

export interface Wave {
  readonly number: number;
  readonly requests: readonly Fetched[];
  readonly start: number;
  readonly end: number;
}

export function wavesOf(fetched: readonly Fetched[]): Wave[] {
  const sorted = [...fetched].sort((a, b) => a.start - b.start || a.end - b.end);
  const numbered: { readonly request: Fetched; readonly wave: number }[] = [];
  for (const request of sorted) {
    const before = numbered.filter(
      (earlier) => earlier.request.from === 'net' && earlier.request.end < request.start,
    );
    numbered.push({ request, wave: 1 + Math.max(0, ...before.map((earlier) => earlier.wave)) });
  }
  // Wave numbers run 1, 2, 3 without a gap: a request's wave is one after a wave that already has a request.
  const waves: Wave[] = [];
  for (const { request, wave } of numbered) {
    const index = wave - 1;
    const found = waves[index];
    waves[index] = found
      ? {
          number: wave,
          requests: [...found.requests, request],
          start: Math.min(found.start, request.start),
          end: Math.max(found.end, request.end),
        }
      : { number: wave, requests: [request], start: request.start, end: request.end };
  }
  return waves;
}

const ms = (value: number) => Math.round(value).toLocaleString('en');

/** One line: the waves, each with what it held and when it ended. */
export function waveSummary(waves: readonly Wave[]): string {
  return waves
    .map((wave) => {
      const [only] = wave.requests;
      const what =
        wave.requests.length === 1 && only ? only.name : `${String(wave.requests.length)} requests`;
      return `${String(wave.number)}: ${what} to ${ms(wave.end)}`;
    })
    .join(' → ');
}

/** Every request, wave by wave: when it was asked for and answered, and how many bytes it cost. */
export function waterfallLines(waves: readonly Wave[]): string[] {
  const lines: string[] = [];
  for (const wave of waves) {
    lines.push(`    wave ${String(wave.number)} (${ms(wave.start)}–${ms(wave.end)} ms)`);
    for (const request of wave.requests) {
      const size = request.from === 'net' ? `${(request.bytes / 1024).toFixed(1)} KB` : request.from;
      lines.push(
        `      ${ms(request.start).padStart(6)}–${ms(request.end).padEnd(6)} ${request.name} (${size})`,
      );
    }
  }
  return lines;
}
