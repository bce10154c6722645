import type { ClientSession } from 'mongoose';
import { DEFAULT_UI_LANGUAGE } from '@astrosetu/contracts';
import { isLocalizedText, translate, type LocalizedText } from '../../../shared/i18n/api-text';
import { userRepository } from '../../users/user.repository';
import { notificationRepository, type NewNotification } from '../notification.repository';

/** A notification to record: its title and message may be catalogue sentences, written in the recipient's language. */
export type NotificationToSend = Omit<NewNotification, 'userId' | 'title' | 'message'> & {
  userId: number | undefined;
  title: string | LocalizedText;
  /** Several sentences are written one after the other. */
  message: string | LocalizedText | LocalizedText[];
};

/**
 * Records notifications for real events. Call it inside the transaction of the write being reported
 * (pass its session) so a rolled-back action leaves no notification behind. Entries without a
 * recipient (e.g. an astrologer profile with no account) are skipped. A catalogue sentence is written in the
 * language kept on the recipient's account (English when none), since the notification is read later.
 */
export async function notifyUsers(notifications: NotificationToSend[], session?: ClientSession): Promise<void> {
  const recipients = notifications.filter((entry) => entry.userId && (typeof entry.title !== 'string' || typeof entry.message !== 'string'));
  const languages = recipients.length ? await userRepository.findUiLanguages([...new Set(recipients.map((entry) => entry.userId as number))], session) : new Map();
  for (const { userId, title, message, ...notification } of notifications) {
    if (!userId) continue;
    const language = languages.get(userId) ?? DEFAULT_UI_LANGUAGE;
    const inLanguage = (text: string | LocalizedText | LocalizedText[]): string =>
      Array.isArray(text) ? text.map((sentence) => translate(language, sentence)).join(' ') : isLocalizedText(text) ? translate(language, text) : text;
    await notificationRepository.create({ ...notification, title: inLanguage(title), message: inLanguage(message), userId }, session);
  }
}
