import type { ClientSession } from 'mongoose';
import { notificationRepository, type NewNotification } from '../notification.repository';

/**
 * Records notifications for real events. Call it inside the transaction of the write being reported
 * (pass its session) so a rolled-back action leaves no notification behind. Entries without a
 * recipient (e.g. an astrologer profile with no account) are skipped.
 */
export async function notifyUsers(
  notifications: Array<Omit<NewNotification, 'userId'> & { userId: number | undefined }>,
  session?: ClientSession,
): Promise<void> {
  for (const { userId, ...notification } of notifications) {
    if (userId) await notificationRepository.create({ ...notification, userId }, session);
  }
}
