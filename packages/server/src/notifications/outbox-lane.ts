/**
 * One channel's senders in one process: up to `width` rows of the channel are sent at once, and as soon as one
 * is done the next due row is claimed, so that a slow send holds back only itself. Each channel has a lane of
 * its own (outbox-sender.ts), so that a mail server taking seconds a mail never delays a push.
 */
import type { OutboxRow } from './outbox-store.js';

export interface OutboxLane {
  /** Claims and starts sending due rows while there is room; resolves once it has started what it found. */
  pump(): Promise<void>;
  /** The rows being sent now, whose claims must be kept alive. */
  sending(): string[];
  /** Starts nothing more; resolves once the sends under way are done. */
  close(): Promise<void>;
}

export function startOutboxLane(options: {
  readonly width: number;
  readonly claim: (limit: number) => Promise<OutboxRow[]>;
  readonly deliver: (row: OutboxRow) => Promise<void>;
  readonly onError: (error: unknown) => void;
}): OutboxLane {
  const inFlight = new Map<string, Promise<void>>();
  // An object, so that the loop sees what a pump or a close changed while it awaited.
  const state = { again: false, closed: false, pumping: null as Promise<void> | null };
  const wantsMore = () => !state.closed && inFlight.size < options.width;
  const wokenMeanwhile = () => state.again && !state.closed;

  const start = (row: OutboxRow) => {
    const sending = options
      .deliver(row)
      .catch(options.onError)
      .finally(() => {
        inFlight.delete(row.id);
        void pump();
      });
    inFlight.set(row.id, sending);
  };

  const fill = async () => {
    do {
      state.again = false;
      while (wantsMore()) {
        const room = options.width - inFlight.size;
        const rows = await options.claim(room);
        for (const row of rows) start(row);
        if (rows.length < room) break;
      }
    } while (wokenMeanwhile());
  };

  const pump = (): Promise<void> => {
    if (state.closed) return Promise.resolve();
    if (state.pumping) {
      state.again = true;
      return state.pumping;
    }
    const pumping = fill()
      .catch(options.onError)
      .finally(() => {
        state.pumping = null;
      });
    state.pumping = pumping;
    return pumping;
  };

  return {
    pump,
    sending: () => [...inFlight.keys()],
    close: async () => {
      state.closed = true;
      await state.pumping;
      await Promise.all(inFlight.values());
    },
  };
}
