import { model, Schema } from 'mongoose';

export interface NotificationDocument {
  _id: number;
  userId: number;
  title: string;
  message: string;
  isRead: boolean;
  reference?: { type: string; id: number };
  createdAt: Date;
}

const notificationSchema = new Schema<NotificationDocument>(
  {
    _id: { type: Number, required: true },
    userId: { type: Number, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, required: true, default: false },
    reference: {
      type: { type: String },
      id: { type: Number },
    },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

notificationSchema.index({ userId: 1, _id: -1 });

export const NotificationModel = model<NotificationDocument>('Notification', notificationSchema, 'notifications');
