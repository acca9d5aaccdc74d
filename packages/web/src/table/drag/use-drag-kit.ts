/**
 * Loads the drag-and-drop chunk after the table is shown: the first tap does not need it, so it stays out of the
 * table's initial JavaScript. It is asked for when the browser is idle, or earlier when a mouse moves over the
 * table. Switching to it redraws the piles once, so the switch waits until no pointer is pressed (a tap must go
 * down, up and click on the same button) and gives the focus back to the button that had it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DragKit } from './drag-kit-context.js';

/** Long enough for the first paint and the deal to settle, short enough to be there before a first drag. */
const IDLE_TIMEOUT_MS = 1500;

export function useDragKit(root: RefObject<HTMLElement | null>, shown: boolean): DragKit | null {
  const [kit, setKit] = useState<DragKit | null>(null);
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    const element = root.current;
    if (kit !== null || !shown || element === null) return;
    let cancelled = false;
    let requested = false;
    let pressed = false;
    let loaded: DragKit | null = null;
    const swap = () => {
      if (cancelled || pressed || loaded === null) return;
      refocus.current = focusedButton(element);
      setKit(loaded);
    };
    const load = () => {
      if (requested) return;
      requested = true;
      void import('./drag-kit.js').then((module) => {
        loaded = module;
        swap();
      });
    };
    const onDown = () => {
      pressed = true;
    };
    // The click comes after the pointer's release, in the same task: switch only after it.
    const onUp = () => {
      window.setTimeout(() => {
        pressed = false;
        swap();
      });
    };
    // After the first paint (the next frame's timeout), then when the browser has nothing else to do. Each kind
    // of handle is kept apart: a timeout's and an idle callback's numbers are counted separately, so clearing one
    // by the other's number cancels somebody else's timer (it once stopped the practice computer's pause).
    let afterPaint: number | undefined;
    let idle: number | undefined;
    const painted = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
        else load();
      });
    });
    element.addEventListener('pointerover', load);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onUp, true);
    return () => {
      cancelled = true;
      cancelAnimationFrame(painted);
      window.clearTimeout(afterPaint);
      if (idle !== undefined) cancelIdleCallback(idle);
      element.removeEventListener('pointerover', load);
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onUp, true);
    };
  }, [kit, shown, root]);

  useLayoutEffect(() => {
    const selector = refocus.current;
    refocus.current = null;
    if (selector !== null) root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [kit, root]);

  return kit;
}

/** A selector for the table button that has the focus, to find it again after the piles are redrawn. */
function focusedButton(root: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  for (const name of ['data-source', 'data-target', 'data-slot']) {
    const value = active.getAttribute(name);
    if (value !== null) return `[${name}="${CSS.escape(value)}"]`;
  }
  return null;
}
