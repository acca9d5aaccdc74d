/**
 * Moving between the table's cards and piles with the arrow keys: left and right step through them in reading
 * order, up and down go to the nearest one in the row above or below.
 */
export function moveFocus(root: HTMLElement, key: string): boolean {
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-nav]'));
  const current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const index = current === null ? -1 : items.indexOf(current);
  if (items.length === 0) return false;
  if (index < 0) {
    items[0]?.focus();
    return true;
  }
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const next = items[(index + (key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    next?.focus();
    return true;
  }
  if ((key !== 'ArrowUp' && key !== 'ArrowDown') || current === null) return false;
  const from = current.getBoundingClientRect();
  const centre = from.left + from.width / 2;
  const below = key === 'ArrowDown';
  let best: HTMLElement | null = null;
  let bestScore = Infinity;
  for (const item of items) {
    if (item === current) continue;
    const rect = item.getBoundingClientRect();
    const dy = below ? rect.top - from.bottom : from.top - rect.bottom;
    if (dy < -from.height / 2) continue;
    const dx = Math.abs(rect.left + rect.width / 2 - centre);
    const score = Math.max(0, dy) * 3 + dx;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  best?.focus();
  return best !== null;
}
