import type { RealtimeEvents } from '../../../shared/realtime/realtime-events';
import { notificationRepository } from '../../notifications/notification.repository';
import { favoriteRepository } from '../favorite.repository';
import { say } from '../../../shared/i18n/api-text';
import { userRepository } from '../../users/user.repository';

/** A customer hears at most once in this long that the same astrologer came online (going on and off must not spam). */
export const ONLINE_NOTICE_QUIET_MS = 30 * 60 * 1000;

export const ONLINE_NOTICE_TYPE = 'astrologer-online';

/**
 * An astrologer has just gone online: every customer who keeps them as a favourite gets an in-site
 * notification (stored, so it is in their list) and, when signed in, the socket event at once.
 */
export async function tellFavoritesAstrologerOnline(astrologer: { id: number; name: string }, realtime: RealtimeEvents, now = new Date()): Promise<number> {
  const userIds = await favoriteRepository.listUserIdsForAstrologer(astrologer.id);
  // Written in each customer's own language (the one kept on their account).
  const languages = await userRepository.findUiLanguages(userIds);
  let told = 0;
  for (const userId of userIds) {
    const last = await notificationRepository.latestAbout(userId, { type: ONLINE_NOTICE_TYPE, id: astrologer.id });
    if (last && now.getTime() - new Date(last.createdAt).getTime() < ONLINE_NOTICE_QUIET_MS) continue;
    const notification = await notificationRepository.create({
      userId,
      title: say(languages.get(userId) ?? 'en', 'notifications.favoriteOnline.title', { astrologer: astrologer.name }),
      message: say(languages.get(userId) ?? 'en', 'notifications.favoriteOnline.message', { astrologer: astrologer.name }),
      reference: { type: ONLINE_NOTICE_TYPE, id: astrologer.id },
    });
    realtime.emitToUser(userId, 'notification-created', notification);
    told += 1;
  }
  return told;
}
