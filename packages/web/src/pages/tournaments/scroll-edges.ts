/**
 * Whether a region that scrolls sideways has more to show before or after what it shows now: read from its scroll
 * position and widths, again on each scroll and whenever it or its content changes size (a turned phone, a new
 * row), so that a shade at each edge can say "there is more this way" only while there is.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More to the left (scrolled away from the start). */
  readonly before: boolean;
  /** More to the right. */
  readonly after: boolean;
}

/** A pixel's slack: a zoomed page's scroll position is fractional and may stop short of the exact end. */
const SLACK = 1;

export function useScrollEdges<Element extends HTMLElement>(): {
  readonly ref: RefObject<Element | null>;
  readonly edges: ScrollEdges;
} {
  const ref = useRef<Element>(null);
  const [before, setBefore] = useState(false);
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const region = ref.current;
    if (region === null) return;
    const measure = () => {
      setBefore(region.scrollLeft > SLACK);
      setAfter(region.scrollLeft + region.clientWidth < region.scrollWidth - SLACK);
    };
    measure();
    const sizes = new ResizeObserver(measure);
    sizes.observe(region);
    for (const child of region.children) sizes.observe(child);
    region.addEventListener('scroll', measure, { passive: true });
    return () => {
      sizes.disconnect();
      region.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, edges: { before, after } };
}
