/**
 * Browser pushes on this device (docs/correspondence.md): whether the browser can take them, whether this device
 * is subscribed, and subscribing or unsubscribing it with the server. The settings page and the game page's offer
 * both turn pushes on through here, so both say why when it did not work: a browser may refuse the permission,
 * or grant it and still fail to reach its push service (a browser without one, a blocked network), and a button
 * that then does nothing would leave a player believing they will hear of their turn.
 */
import {
  ENDPOINTS,
  FALLBACK_LANGUAGE,
  isLanguage,
  type Language,
  type NotificationSettings,
} from '@katz/protocol';
import { api } from './browser-connection.js';

export type PushOutcome =
  | { readonly ok: true; readonly settings: NotificationSettings }
  | { readonly ok: false; readonly reason: 'denied' }
  | { readonly ok: false; readonly reason: 'failed'; readonly message: string };

/** Whether this browser can show pushes at all (a service worker, the Push API and notifications). */
export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The language the server writes this device's pushes in: the page's, where the server speaks it. */
export const pushLanguage = (language: string | undefined): Language =>
  isLanguage(language) ? language : FALLBACK_LANGUAGE;

/** Whether this device already has a push subscription (for this site's service worker). */
export async function subscribedHere(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription()) !== null;
}

/** Asks the browser's permission, subscribes this device with the server's key, and tells the server. */
export async function subscribeToPush(publicKey: string, language: Language): Promise<PushOutcome> {
  try {
    if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const json = subscription.toJSON();
    const added = await api.call(ENDPOINTS.addPush, {
      body: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        language,
      },
    });
    if (added.ok) return { ok: true, settings: added.value };
    // The server refused it: a subscription the browser keeps but nothing sends to would mislead the next check.
    await subscription.unsubscribe();
    return { ok: false, reason: 'failed', message: added.error.message };
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Unsubscribes this device, at the server first; the new settings, or null when it had no subscription. */
export async function unsubscribeFromPush(): Promise<PushOutcome | null> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return null;
    const removed = await api.call(ENDPOINTS.removePush, { body: { endpoint: subscription.endpoint } });
    if (!removed.ok) return { ok: false, reason: 'failed', message: removed.error.message };
    await subscription.unsubscribe();
    return { ok: true, settings: removed.value };
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
