/** The device's wish for less motion, as a hook that follows changes while the page is open. */
import { useSyncExternalStore } from 'react';
import { animationScale } from './settings.js';
import { useSettings } from './settings-store.js';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => {
    media.removeEventListener('change', listener);
  };
}

const prefersReducedMotion = (): boolean => matchMedia(QUERY).matches;

/** How long animations take relative to normal, from the setting and the device; 0 means none. */
export function useAnimationScale(): number {
  const settings = useSettings();
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return animationScale(settings, reduced);
}
