/**
 * A panel's heading that takes the focus as the panel comes (a try's verdict, the answer), scrolled into view as
 * little as needed, so that a keyboard or a screen reader goes on from there.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useHeadingFocus(): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return heading;
}
