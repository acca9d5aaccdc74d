/**
 * A page shows its status (a connection badge, whose turn) in the header through this slot, without the shell
 * knowing what pages exist.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const HEADER_STATUS_ID = 'header-status';

/** @public for the pages that show a status */
export function HeaderStatus({ children }: { readonly children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setSlot(document.getElementById(HEADER_STATUS_ID));
  }, []);
  return slot === null ? null : createPortal(children, slot);
}
