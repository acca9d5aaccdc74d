/**
 * An arena takes its player to each new game of theirs, as lichess's arenas do: a game of theirs that appears
 * while its page is open opens at once, and so does one found when they come back from a game through the game
 * page's tournament link (their next game was paired as the last one ended). A game that was running when they
 * opened the page otherwise stays theirs to open from "your game is ready" (they came to look at the standings),
 * and none is opened twice in a tab (the back button from a game it opened does not send them to it again).
 * While they are in a running arena, the live connection's `gameStarted` asks for the page at once, so the new
 * game opens without waiting for the page's next look.
 */
import type { TournamentView } from '@katz/protocol';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { live } from '../../connection/browser-connection.js';

/** What a game's tournament link tells the tournament's page (as the router's state): the game it comes from. */
export interface FromGame {
  readonly fromGame: string;
}

function fromGameOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('fromGame' in state)) return null;
  return typeof state.fromGame === 'string' ? state.fromGame : null;
}

/** The games this tab was taken to, kept for as long as it lives (a reload included). */
const TAKEN_TO = 'katz.arenaTakenTo';
const TAKEN_KEPT = 20;

function takenTo(): readonly string[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(TAKEN_TO) ?? '[]');
    return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberTakenTo(gameId: string): void {
  try {
    sessionStorage.setItem(TAKEN_TO, JSON.stringify([...takenTo().slice(1 - TAKEN_KEPT), gameId]));
  } catch {
    // No storage (a private window's quota): the page's own memory still opens each game once while it is open.
  }
}

export function useArenaGames(tournament: TournamentView, reload: () => void): void {
  const navigate = useNavigate();
  const from = fromGameOf(useLocation().state);
  /** The games not to be taken to: those here when the page opened, and those it took the player to. */
  const known = useRef<Set<string> | null>(null);
  const running = tournament.you?.runningGames ?? [];
  const runningKey = running.join(' ');
  const arena = tournament.format === 'arena';
  const pairing = arena && tournament.state === 'running';
  useEffect(() => {
    const games = runningKey === '' ? [] : runningKey.split(' ');
    known.current ??= new Set(from === null ? games : [from]);
    if (!pairing) return;
    const taken = takenTo();
    const next = games.find((id) => !(known.current?.has(id) ?? false) && !taken.includes(id));
    if (next === undefined) return;
    known.current.add(next);
    rememberTakenTo(next);
    void navigate(`/game/${next}`);
  }, [runningKey, pairing, from, navigate]);

  const you = tournament.you;
  const listening =
    arena &&
    (tournament.state === 'open' || tournament.state === 'running') &&
    (you?.joined === true || you?.paused === true);
  useEffect(() => {
    if (!listening) return;
    const stops = [
      live.listen((message) => {
        if (message.type === 'gameStarted') reload();
      }),
      live.hold(),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [listening, reload]);
}
