import { model, Schema } from 'mongoose';

/** One e-mail the queue handed over, by the key its sender gave it (the proof that it must not be sent again). */
interface SentEmailDocument {
  _id: string;
  mailId: string;
  sentAt: Date;
}

const sentEmailSchema = new Schema<SentEmailDocument>({ _id: { type: String, required: true }, mailId: { type: String, required: true }, sentAt: { type: Date, required: true } }, { versionKey: false });

const SentEmailModel = model<SentEmailDocument>('SentEmail', sentEmailSchema, 'sent_emails');

export const sentEmailRepository = {
  async wasSent(key: string): Promise<boolean> {
    return (await SentEmailModel.exists({ _id: key })) !== null;
  },
  /** Records a sent e-mail; recording one twice (two instances raced) keeps the first. */
  async record(key: string, mailId: string): Promise<void> {
    try {
      await SentEmailModel.create({ _id: key, mailId, sentAt: new Date() });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
  },
};
