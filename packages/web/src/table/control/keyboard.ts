/**
 * The table by keyboard. Three regions, each one Tab stop (a roving tabindex): the building piles, the player's
 * own stock and discard piles, and the hand. Within a region the left and right arrows (and Home, End) move
 * between its cards and piles; up and down go to the nearest one in the region above or below. Enter or Space
 * picks a card up and puts it down (the buttons' own activation), and a digit picks up the hand's card of that
 * number: a play is a digit and Enter.
 */
export type Region = 'building' | 'piles' | 'hand';

/** The item of each region that holds the region's Tab stop, by its nav id (`building:2`, `stock`, `hand:3`). */
export type TabStops = Readonly<Record<Region, string>>;

export const FIRST_STOPS: TabStops = { building: 'building:0', piles: 'stock', hand: 'hand:0' };

/** The Tab stop among a region's items: the one remembered, else the first. */
export function stopOf(stops: TabStops, region: Region, ids: readonly string[]): string | undefined {
  return ids.includes(stops[region]) ? stops[region] : ids[0];
}

const itemsOf = (root: HTMLElement, region: string): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(`[data-region="${region}"]`));

/** Moves the focus for an arrow key (or Home, End) pressed on a table item; false when the key is not one. */
export function moveFocus(root: HTMLElement, key: string, from: HTMLElement): boolean {
  const region = from.dataset.region;
  if (region === undefined) return false;
  const items = itemsOf(root, region);
  const index = items.indexOf(from);
  let next: HTMLElement | undefined;
  if (key === 'ArrowRight') next = items[(index + 1) % items.length];
  else if (key === 'ArrowLeft') next = items[(index - 1 + items.length) % items.length];
  else if (key === 'Home') next = items[0];
  else if (key === 'End') next = items.at(-1);
  else if (key === 'ArrowUp' || key === 'ArrowDown') next = nearestAcross(root, from, key === 'ArrowDown');
  if (next === undefined) return false;
  next.focus();
  return true;
}

/** The nearest item of another region above or below `from`. */
function nearestAcross(root: HTMLElement, from: HTMLElement, below: boolean): HTMLElement | undefined {
  const rect = from.getBoundingClientRect();
  const centre = rect.left + rect.width / 2;
  let best: HTMLElement | undefined;
  let bestScore = Infinity;
  for (const item of root.querySelectorAll<HTMLElement>('[data-region]')) {
    if (item.dataset.region === from.dataset.region) continue;
    const other = item.getBoundingClientRect();
    const dy = below ? other.top - rect.bottom : rect.top - other.bottom;
    if (dy < -rect.height / 2) continue;
    const score = Math.max(0, dy) * 3 + Math.abs(other.left + other.width / 2 - centre);
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
}

/** Focuses a region's Tab stop (after a play, so the focus stays on the table). */
export function focusRegion(root: HTMLElement, region: Region): void {
  const items = itemsOf(root, region);
  (items.find((item) => item.tabIndex === 0) ?? items[0])?.focus();
}

/** The hand's card for a digit key (1 for the first), or null for any other key. */
export function handCardForKey(root: HTMLElement, key: string): HTMLElement | null {
  if (!/^[1-9]$/.test(key)) return null;
  return root.querySelectorAll<HTMLElement>('[data-region="hand"]')[Number(key) - 1] ?? null;
}
