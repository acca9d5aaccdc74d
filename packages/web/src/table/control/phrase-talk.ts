/**
 * The phrases of one game between two people (docs/social.md, "A word in the other's language"): what the
 * other player said (`said`), shown for a while; one's own phrase once the server took it; a refusal (too many,
 * not available) for a while; and whether phrases are hidden in this game. Only a phrase's code crosses the wire:
 * each reader's app says it in their language. No DOM and no React, so a unit test drives it with a fake line
 * and fake timers; the page makes it with the live connection (pages/game/use-phrase-talk.ts).
 */
import type { ClientMessage, Phrase, ServerMessage } from '@katz/protocol';
import { randomId } from '../../connection/random-id.js';
import type { Refused } from '../../i18n/refusal-words.js';

/** What the talk needs of the live connection. */
export interface PhraseLine {
  /** False when the connection is down: nothing was sent. */
  send(message: ClientMessage): boolean;
  listen(listener: (message: ServerMessage) => void): () => void;
}

/** Where "hide phrases in this game" is kept (phrase-hidden.ts: this tab's session). */
export interface HiddenHere {
  isHidden(gameId: string): boolean;
  hide(gameId: string): void;
}

/** A phrase on show; a new `key` for each, so a phrase said twice in a row is shown (and announced) again. */
export interface ShownPhrase {
  readonly phrase: Phrase;
  readonly key: number;
}

export interface PhraseTalkState {
  /** Hidden in this game: nothing received is shown and nothing can be said. */
  readonly hidden: boolean;
  /** The other player's last phrase, while it shows. */
  readonly received: ShownPhrase | null;
  /** One's own last phrase, while it shows. */
  readonly sent: ShownPhrase | null;
  /** Why the last phrase was refused (`network`: the connection was down), while it shows. */
  readonly refusal: Refused | null;
}

export interface PhraseTalkOptions {
  readonly gameId: string;
  readonly hiddenHere: HiddenHere;
  /** How long each shows: long enough to read a few words beside a game, short enough not to linger. */
  readonly receivedMs?: number;
  readonly sentMs?: number;
  readonly refusalMs?: number;
}

type Part = 'received' | 'sent' | 'refusal';

export class PhraseTalk {
  private state: PhraseTalkState;
  private readonly listeners = new Set<() => void>();
  /** The phrases sent and not yet answered, by their message's ref. */
  private readonly pending = new Map<string, Phrase>();
  private readonly timers = new Map<Part, ReturnType<typeof setTimeout>>();
  private readonly stopListening: () => void;
  private keys = 0;
  private readonly durations: Readonly<Record<Part, number>>;

  constructor(
    private readonly line: PhraseLine,
    private readonly options: PhraseTalkOptions,
  ) {
    this.state = {
      hidden: options.hiddenHere.isHidden(options.gameId),
      received: null,
      sent: null,
      refusal: null,
    };
    this.durations = {
      received: options.receivedMs ?? 6000,
      sent: options.sentMs ?? 3500,
      refusal: options.refusalMs ?? 5000,
    };
    this.stopListening = line.listen((message) => {
      this.hear(message);
    });
  }

  readonly getState = (): PhraseTalkState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Says a phrase to the other player; it shows on one's own side once the server took it. */
  say(phrase: Phrase): void {
    if (this.state.hidden) return;
    const ref = `say-${randomId()}`;
    const sent = this.line.send({ type: 'say', gameId: this.options.gameId, phrase, ref });
    if (sent) this.pending.set(ref, phrase);
    else this.show('refusal', { code: 'network', message: 'not connected' });
  }

  /** Hides phrases in this game, for the rest of this tab's session: what shows goes at once. */
  hideHere(): void {
    this.options.hiddenHere.hide(this.options.gameId);
    for (const part of ['received', 'sent', 'refusal'] as const) this.clear(part);
    this.update({ hidden: true, received: null, sent: null, refusal: null });
  }

  close(): void {
    this.stopListening();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private hear(message: ServerMessage): void {
    if (message.type === 'said') {
      if (message.gameId === this.options.gameId && !this.state.hidden) {
        this.show('received', { phrase: message.phrase, key: ++this.keys });
      }
      return;
    }
    if ((message.type !== 'pong' && message.type !== 'error') || message.ref === undefined) return;
    const phrase = this.pending.get(message.ref);
    if (phrase === undefined) return;
    this.pending.delete(message.ref);
    if (this.state.hidden) return;
    if (message.type === 'pong') {
      this.clear('refusal');
      this.update({ refusal: null });
      this.show('sent', { phrase, key: ++this.keys });
    } else {
      this.show('refusal', { code: message.error.code, message: message.error.message });
    }
  }

  /** Shows one part for its time, replacing what that part showed. */
  private show<P extends Part>(part: P, value: NonNullable<PhraseTalkState[P]>): void {
    this.clear(part);
    this.timers.set(
      part,
      setTimeout(() => {
        this.timers.delete(part);
        this.update({ [part]: null });
      }, this.durations[part]),
    );
    this.update({ [part]: value });
  }

  private clear(part: Part): void {
    const timer = this.timers.get(part);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(part);
  }

  private update(change: Partial<PhraseTalkState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
