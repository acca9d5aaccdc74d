/**
 * The table's phrases without a browser (table/control/phrase-talk.ts): the other player's phrase of this game
 * shows for a while and goes, one's own shows once the server took it, a refusal shows with its code, a phrase
 * said while the connection is down is refused as `network`, and "hide phrases in this game" hides what shows,
 * keeps hiding what comes, and is kept for the game.
 */
import type { ClientMessage, ServerMessage } from '@katz/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhraseTalk, type HiddenHere, type PhraseLine } from '../src/table/control/phrase-talk.js';

/** A live connection that keeps what is sent and hands on what the test says the server sent. */
function fakeLine() {
  const sent: ClientMessage[] = [];
  const listeners = new Set<(message: ServerMessage) => void>();
  let connected = true;
  const line: PhraseLine = {
    send: (message) => {
      if (connected) sent.push(message);
      return connected;
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const receive = (message: ServerMessage) => {
    for (const listener of listeners) listener(message);
  };
  /** The ref of the last `say` sent. */
  const lastRef = () => {
    const last = sent.at(-1);
    if (last?.type !== 'say' || last.ref === undefined) throw new Error('no say sent');
    return last.ref;
  };
  return {
    line,
    sent,
    receive,
    lastRef,
    listeners,
    drop: () => {
      connected = false;
    },
  };
}

function memoryHiddenHere(): HiddenHere & { readonly games: Set<string> } {
  const games = new Set<string>();
  return { games, isHidden: (gameId) => games.has(gameId), hide: (gameId) => games.add(gameId) };
}

describe('the phrases of one game', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const open = (hiddenHere = memoryHiddenHere()) => {
    const fake = fakeLine();
    const talk = new PhraseTalk(fake.line, { gameId: 'g1', hiddenHere, receivedMs: 6000, sentMs: 3000 });
    return { ...fake, talk, hiddenHere };
  };

  it('shows the other player’s phrase of this game for a while, and none of another game', () => {
    const { talk, receive } = open();
    receive({ type: 'said', gameId: 'other-game', phrase: 'hello' });
    expect(talk.getState().received).toBeNull();
    receive({ type: 'said', gameId: 'g1', phrase: 'goodLuck' });
    expect(talk.getState().received?.phrase).toBe('goodLuck');
    const first = talk.getState().received?.key;
    // The same phrase again is a new bubble (and a new announcement).
    receive({ type: 'said', gameId: 'g1', phrase: 'goodLuck' });
    expect(talk.getState().received?.key).not.toBe(first);
    vi.advanceTimersByTime(5999);
    expect(talk.getState().received).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(talk.getState().received).toBeNull();
  });

  it('sends the phrase’s code only, and shows it on one’s own side once the server took it', () => {
    const { talk, sent, receive, lastRef } = open();
    talk.say('thanks');
    expect(sent).toEqual([{ type: 'say', gameId: 'g1', phrase: 'thanks', ref: lastRef() }]);
    expect(talk.getState().sent).toBeNull();
    // Another's answer changes nothing.
    receive({ type: 'pong', ref: 'someone-else' });
    expect(talk.getState().sent).toBeNull();
    receive({ type: 'pong', ref: lastRef() });
    expect(talk.getState().sent?.phrase).toBe('thanks');
    vi.advanceTimersByTime(3000);
    expect(talk.getState().sent).toBeNull();
  });

  it('says a refusal with its code, and a phrase said while the connection is down is refused as network', () => {
    const { talk, receive, lastRef, drop } = open();
    talk.say('hello');
    receive({ type: 'error', ref: lastRef(), error: { code: 'throttled', message: 'wait 20 s' } });
    expect(talk.getState()).toMatchObject({ sent: null, refusal: { code: 'throttled' } });
    vi.advanceTimersByTime(5000);
    expect(talk.getState().refusal).toBeNull();
    drop();
    talk.say('hello');
    expect(talk.getState().refusal?.code).toBe('network');
  });

  it('hides phrases in this game: what shows goes, what comes is not shown, and it is kept', () => {
    const { talk, receive, sent, hiddenHere } = open();
    receive({ type: 'said', gameId: 'g1', phrase: 'hello' });
    const changes = vi.fn();
    talk.subscribe(changes);
    talk.hideHere();
    expect(changes).toHaveBeenCalled();
    expect(talk.getState()).toEqual({ hidden: true, received: null, sent: null, refusal: null });
    receive({ type: 'said', gameId: 'g1', phrase: 'sorry' });
    expect(talk.getState().received).toBeNull();
    talk.say('hello');
    expect(sent).toEqual([]);
    expect(hiddenHere.games).toEqual(new Set(['g1']));
    // The same game opened again starts hidden.
    expect(open(hiddenHere).talk.getState().hidden).toBe(true);
  });

  it('stops listening when closed', () => {
    const { talk, listeners } = open();
    expect(listeners.size).toBe(1);
    talk.close();
    expect(listeners.size).toBe(0);
  });
});
