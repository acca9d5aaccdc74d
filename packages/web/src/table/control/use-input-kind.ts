/**
 * How the player is playing right now, so a hint speaks of what they use: taps on a touch screen, clicks with a
 * mouse, keys on a keyboard. The last pointer or key pressed decides; before any, the device's main pointer.
 */
import { useEffect, useRef } from 'react';

export type InputKind = 'touch' | 'mouse' | 'keys';

export function useInputKind(): { readonly current: InputKind } {
  const kind = useRef<InputKind>(
    typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 'touch' : 'mouse',
  );
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      kind.current = event.pointerType === 'touch' || event.pointerType === 'pen' ? 'touch' : 'mouse';
    };
    const onKey = (event: KeyboardEvent) => {
      // Modifier keys alone (a shortcut of the browser's, a screen reader's) say nothing about the play.
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) kind.current = 'keys';
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);
  return kind;
}
