/**
 * Runs work that can wait until the page has loaded and the browser is idle, so that it does not compete with
 * the first screen for the network, the server or the main thread (a browser without idle callbacks waits a
 * second after the load instead).
 */
export function afterFirstScreen(work: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
    else setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
