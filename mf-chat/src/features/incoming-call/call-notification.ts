import { useEffect } from 'react';

/** What this browser allows: 'unsupported' where there is no Notification API (some in-app browsers, older iOS). */
export type CallAlertPermission = NotificationPermission | 'unsupported';

function notificationApi(): typeof Notification | undefined {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : undefined;
}

export function callAlertPermission(): CallAlertPermission {
  return notificationApi()?.permission ?? 'unsupported';
}

/**
 * Asks for permission. Browsers only ask from a user gesture (a click), so this runs from a button. Older Safari
 * answers through a callback instead of a promise.
 */
export function requestCallAlertPermission(): Promise<CallAlertPermission> {
  const api = notificationApi();
  if (!api) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    const answer = api.requestPermission((permission) => resolve(permission));
    if (answer) void answer.then(resolve, () => resolve(api.permission));
  });
}

export interface CallNotificationText {
  tag: string;
  title: string;
  body: string;
}

/**
 * While `text` is given, a system notification for the ringing call, so an astrologer on another tab or window
 * hears of it; it closes when the call stops ringing. Nothing without permission, and nothing where the page may not
 * create one itself (Chrome on Android allows notifications only from a service worker and throws here).
 */
export function useCallNotification(text: CallNotificationText | undefined): void {
  const tag = text?.tag;
  const title = text?.title;
  const body = text?.body;
  useEffect(() => {
    const api = notificationApi();
    if (!tag || !title || !api || api.permission !== 'granted') return undefined;
    let notification: Notification;
    try {
      notification = new api(title, { body, tag, requireInteraction: true });
    } catch {
      return undefined;
    }
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return () => notification.close();
  }, [tag, title, body]);
}
