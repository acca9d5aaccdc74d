/**
 * Lets other work run (a server's sockets, other games' searches) before the search goes on. setImmediate where
 * it exists (Node), a zero timeout elsewhere (browsers, Web Workers).
 */
export function yieldToEventLoop(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (immediate) immediate(resolve);
    else setTimeout(resolve, 0);
  });
}
