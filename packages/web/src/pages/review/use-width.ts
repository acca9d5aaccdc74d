/**
 * An element's width in CSS pixels, measured before the page is painted and again whenever it changes: the chance
 * graph draws in the pixels it is given, so that its words keep their size on a phone.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    // The box's width comes from the page's column, never from what is drawn in it, so measuring cannot feed back.
    const measure = () => {
      if (box.clientWidth > 0) setWidth(Math.floor(box.clientWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return width;
}
