/**
 * Every WebSocket frame a page receives, kept as text and read with the protocol's schema, so a test can
 * search what each person's browser was sent.
 */
import { SERVER_MESSAGE, type ServerMessage } from '@katz/protocol';
import type { Page } from 'playwright-core';

export interface FrameLog {
  readonly texts: string[];
  /** Every frame that is an `update`, in order. */
  updates(): Extract<ServerMessage, { type: 'update' }>[];
}

export function recordFrames(page: Page): FrameLog {
  const texts: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      texts.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    });
  });
  return {
    texts,
    updates: () =>
      texts
        .map((text) => SERVER_MESSAGE.parse(JSON.parse(text)))
        .filter(
          (message): message is Extract<ServerMessage, { type: 'update' }> => message.type === 'update',
        ),
  };
}
