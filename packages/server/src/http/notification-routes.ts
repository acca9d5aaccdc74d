/** A player's mail address, push subscriptions and vacations, and whether a game's clock is paused by one. */
import { ENDPOINTS, VACATION_DAYS_PER_YEAR } from '@katz/protocol';
import { ApiError, fromGameError } from '../api/api-error.js';
import { gameNotFound } from '../games/game-errors.js';
import type { Player } from '../identity/players.js';
import {
  CONFIRMATION_PAUSE_SECONDS,
  removeMailAddress,
  setMailAddress,
} from '../notifications/mail-addresses.js';
import { loadNotificationSettings } from '../notifications/notification-settings.js';
import { endpointRefusal } from '../notifications/push-destinations.js';
import { addPushSubscription, removePushSubscription } from '../notifications/push-subscriptions.js';
import { publicKeyRefusal } from '../notifications/subscription-keys.js';
import { endVacation, gamePause, planVacation } from '../notifications/vacations.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

/** Refuses a push subscription whose endpoint is not a push service's or whose key is not a public key. */
function refuseUnlessPushable(
  body: { readonly endpoint: string; readonly keys: { readonly p256dh: string } },
  destinations: Parameters<typeof endpointRefusal>[1],
): void {
  const refusal = endpointRefusal(body.endpoint, destinations);
  if (refusal !== null) {
    throw new ApiError('invalid-input', `body.endpoint: ${refusal}`, { path: 'body.endpoint' });
  }
  const keyRefusal = publicKeyRefusal(body.keys.p256dh);
  if (keyRefusal !== null) {
    throw new ApiError('invalid-input', `body.keys.p256dh: ${keyRefusal}`, { path: 'body.keys.p256dh' });
  }
}

export const notificationRoutes = ({ db, config }: Services): Route[] => {
  const settings = (player: Player) => loadNotificationSettings(db, player, config.notify);
  const mustBeRegistered = (player: Player, what: string): void => {
    if (player.username === null) {
      throw new ApiError('not-registered', `only a registered player can ${what}: register first`);
    }
  };
  return [
    route(ENDPOINTS.getNotifications, ({ player }) => settings(player)),

    route(ENDPOINTS.setMail, async ({ player, body, reply }) => {
      mustBeRegistered(player, 'receive mails');
      if (config.notify.smtpUrl === null) {
        throw new ApiError('mail-unavailable', 'this server sends no mail (it has no SMTP server set up)');
      }
      if ((await setMailAddress(db, player.id, body)) === 'too-soon') {
        void reply.header('retry-after', String(CONFIRMATION_PAUSE_SECONDS));
        throw new ApiError(
          'throttled',
          'a confirmation link went out less than a minute ago: wait for it, or try again in a minute',
        );
      }
      return settings(player);
    }),

    route(ENDPOINTS.removeMail, async ({ player }) => {
      await removeMailAddress(db, player.id);
      return settings(player);
    }),

    route(ENDPOINTS.addPush, async ({ player, body }) => {
      if (config.notify.vapid === null) {
        throw new ApiError('push-unavailable', 'this server sends no pushes (its operator turned them off)');
      }
      refuseUnlessPushable(body, config.notify.pushDestinations);
      await addPushSubscription(db, player.id, body);
      return settings(player);
    }),

    route(ENDPOINTS.removePush, async ({ player, body }) => {
      await removePushSubscription(db, player.id, body.endpoint);
      return settings(player);
    }),

    route(ENDPOINTS.planVacation, async ({ player, body }) => {
      mustBeRegistered(player, 'take a vacation');
      const refusal = await planVacation(db, player.id, body, VACATION_DAYS_PER_YEAR);
      if (refusal !== null) {
        throw new ApiError('vacation-refused', `no vacation: ${refusal}`, { path: 'body' });
      }
      return settings(player);
    }),

    route(ENDPOINTS.endVacation, async ({ player, params }) => {
      if (!(await endVacation(db, player.id, params.id))) {
        throw new ApiError(
          'vacation-not-found',
          `you have no current or planned vacation ${params.id} (one that is over stays counted)`,
        );
      }
      return settings(player);
    }),

    route(ENDPOINTS.getGamePause, async ({ player, params }) => {
      const pause = await gamePause(db, params.id, player.id);
      if (pause === 'not-found') throw fromGameError(gameNotFound(params.id));
      if (pause === 'not-seated') {
        throw new ApiError('not-seated', "only the game's players see whether its clock is paused");
      }
      return { pausedUntil: pause?.toISOString() ?? null };
    }),
  ];
};
