/**
 * When it becomes the player's turn: the tab's title says so (a mark before the page's title, which page-title.ts
 * writes), and (if they asked for it) a short tone sounds.
 */
import { useEffect } from 'react';
import { useTitleMark } from '../../app/page-title.js';
import type { TableT } from '../words/table-words.js';

function tone(): void {
  try {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 660;
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => {
      void context.close();
    };
  } catch {
    // No audio on this device: the title still says it.
  }
}

export function useTurnSignals({
  yourTurn,
  t,
  sound,
}: {
  yourTurn: boolean;
  t: TableT;
  sound: boolean;
}): void {
  useTitleMark(yourTurn ? `● ${t('turn.titleYours')}` : null);
  useEffect(() => {
    if (yourTurn && sound && document.hidden) tone();
  }, [yourTurn, sound]);
}
