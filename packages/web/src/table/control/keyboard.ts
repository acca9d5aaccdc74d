/**
 * The table by keyboard. Three regions, each one Tab stop (a roving tabindex): the building piles, the player's
 * own stock and discard piles, and the hand. The left and right arrows move along the row of cards and piles the
 * focus is on, as it is drawn: from one region into the next where they share a row (on a wide screen the hand
 * lies beside the own piles, so left from its first card is the last discard pile, and on to the stock), round
 * from the row's one end to the other. Home and End go to the region's first and last; up and down to the
 * nearest one in the region above or below. Enter or Space picks a card up and puts it down (the buttons' own
 * activation), and a digit picks up the hand's card of that number: a play is a digit and Enter.
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

/**
 * The items on `from`'s row as drawn, left to right, whatever their region: those whose height overlaps its own
 * by half the lower of the two (a card picked up stands a little higher, a long discard pile reaches lower).
 */
function rowOf(root: HTMLElement, from: HTMLElement): HTMLElement[] {
  const own = from.getBoundingClientRect();
  return Array.from(root.querySelectorAll<HTMLElement>('[data-region]'), (item) => ({
    item,
    box: item.getBoundingClientRect(),
  }))
    .filter(
      ({ item, box }) =>
        item === from ||
        (box.width > 0 &&
          Math.min(box.bottom, own.bottom) - Math.max(box.top, own.top) >=
            Math.min(box.height, own.height) / 2),
    )
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ item }) => item);
}

/** Moves the focus for an arrow key (or Home, End) pressed on a table item; false when the key is not one. */
export function moveFocus(root: HTMLElement, key: string, from: HTMLElement): boolean {
  const region = from.dataset.region;
  if (region === undefined) return false;
  const items = itemsOf(root, region);
  let next: HTMLElement | undefined;
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const row = rowOf(root, from);
    const step = key === 'ArrowRight' ? 1 : -1;
    next = row[(row.indexOf(from) + step + row.length) % row.length];
  } else if (key === 'Home') next = items[0];
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
