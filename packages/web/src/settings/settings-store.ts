/**
 * The player's settings, kept in localStorage and shared by every component through `useSettings`. A store of
 * its own (not React state) so that code outside components, such as the language detection, reads it too.
 */
import { useSyncExternalStore } from 'react';
import { readSettings, type Settings } from './settings.js';

const STORAGE_KEY = 'katz.settings';

function load(): Settings {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return readSettings(text === null ? null : JSON.parse(text));
  } catch {
    // Storage may be switched off or hold something unreadable: the defaults still work.
    return readSettings(null);
  }
}

let current: Settings = load();
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  return current;
}

export function updateSettings(change: Partial<Settings>): void {
  current = { ...current, ...change };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Not kept across visits, but still in force for this one.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @public for the settings page */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
