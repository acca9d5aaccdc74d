/**
 * useCopy: a copy button's behaviour, for the invitation's link and a new recovery code. It puts the text on the
 * clipboard and says so; without a clipboard (an insecure page, a refusal) it selects the shown text instead, so
 * that the player can copy it by hand.
 */
import { useState } from 'react';

export function useCopy(
  text: string,
  shownId: string,
): { readonly copied: boolean; readonly copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      // Throws at once where the page has no clipboard at all (navigator.clipboard is then undefined).
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      selectShown(shownId);
    }
  };
  return { copied, copy };
}

/** Selects the text of the element with this id: a field's value, or any other element's content. */
function selectShown(id: string): void {
  const shown = document.getElementById(id);
  if (shown instanceof HTMLInputElement) shown.select();
  else if (shown) getSelection()?.selectAllChildren(shown);
}
