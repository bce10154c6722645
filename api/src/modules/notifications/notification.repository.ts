import type { ClientSession } from 'mongoose';
import type { Notification } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { gatedWrite } from '../../db/transactions';
import { NotificationModel, type NotificationDocument } from './notification.model';

export interface NewNotification {
  userId: number;
  title: string;
  message: string;
  reference?: { type: string; id: number };
}

export function toNotification(doc: NotificationDocument): Notification {
  return {
    id: doc._id,
    title: doc.title,
    message: doc.message,
    isRead: doc.isRead,
    createdAt: new Date(doc.createdAt).toISOString(),
    ...(doc.reference?.type && doc.reference.id ? { reference: { type: doc.reference.type, id: doc.reference.id } } : {}),
  };
}

export const notificationRepository = {
  /**
   * Pass the session of the write the notification reports, so it exists exactly when that write does. Without one
   * the insert passes the write gate: on jongodb an insert beside a committing transaction on this collection can be lost.
   */
  async create(input: NewNotification, session?: ClientSession): Promise<Notification> {
    const id = await nextSequenceValue('notifications');
    const [doc] = await gatedWrite(session, () => NotificationModel.create([{ ...input, _id: id, isRead: false }], { session }));
    return toNotification(doc.toObject());
  },

  /** Newest first. */
  async listForUser(userId: number, limit = 100): Promise<Notification[]> {
    const docs = await NotificationModel.find({ userId }).sort({ _id: -1 }).limit(limit).lean<NotificationDocument[]>();
    return docs.map(toNotification);
  },

  /** The user's newest notification about this thing, if any. */
  async latestAbout(userId: number, reference: { type: string; id: number }): Promise<Notification | null> {
    const doc = await NotificationModel.findOne({ userId, 'reference.type': reference.type, 'reference.id': reference.id })
      .sort({ _id: -1 })
      .lean<NotificationDocument>();
    return doc ? toNotification(doc) : null;
  },

  /** Marks one of the user's notifications read; null when it is not theirs or does not exist. */
  async markRead(userId: number, id: number): Promise<Notification | null> {
    const doc = await NotificationModel.findOneAndUpdate({ _id: id, userId }, { $set: { isRead: true } }, { new: true }).lean<NotificationDocument>();
    return doc ? toNotification(doc) : null;
  },
};
