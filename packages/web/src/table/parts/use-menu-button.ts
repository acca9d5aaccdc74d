/**
 * A button that opens a menu (the phrase picker's), by the keys a menu button has: Enter, Space or the down arrow
 * open it on its first item, the arrows, Home and End move, Escape closes it and gives the focus back to the
 * button, Tab closes it and lets the focus go on; a press outside closes it too. The button's and the menu's keys
 * are their own: the table's (a digit picks a card, Escape puts one back) stay out of them.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  /** The button and its menu, together: a press outside them closes the menu. */
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const onDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || root.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  /** Closes the menu and gives the focus back to its button. */
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
  };

  return { open, setOpen, root, button, close, onButtonKey, onMenuKey };
}
