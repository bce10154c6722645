import type { ChatMessage, ContactKind, ReceiptWatermark, SenderType } from '@astrosetu/contracts';
import type { DeliveryStatus } from '@astrosetu/design-system/chat-bubble';

/** One message as the chat shows it: stored ones have an id, own ones may still be on their way. */
export interface ChatLine {
  /** Stable React key: the client id for own messages, else `id:<server id>`. */
  key: string;
  id?: number;
  clientMessageId?: string;
  senderId?: number;
  senderType: SenderType;
  senderName: string;
  message: string;
  timestamp: string;
  own: boolean;
  /** Own messages: 'sending' until acknowledged, 'failed' when it could not be sent (yet). */
  localStatus?: 'sending' | 'sent' | 'failed';
  /** Written while offline (or cut off mid-send): sent by itself when the connection is back. */
  queued?: boolean;
  /** What the server hid from the message (the text is the masked one both sides see). */
  maskedKinds?: ContactKind[];
}

export function lineFromMessage(message: ChatMessage, own: boolean): ChatLine {
  return {
    key: own && message.clientMessageId ? message.clientMessageId : `id:${message.id}`,
    id: message.id,
    ...(message.clientMessageId ? { clientMessageId: message.clientMessageId } : {}),
    senderId: message.senderId,
    senderType: message.senderType,
    senderName: message.senderName,
    message: message.message,
    timestamp: message.timestamp,
    own,
    ...(own ? { localStatus: 'sent' as const } : {}),
    ...(message.maskedKinds?.length ? { maskedKinds: message.maskedKinds } : {}),
  };
}

/**
 * The mark an own message shows. Acknowledged messages take delivered and read from the other side's
 * receipts (watermarks), so one receipt marks every earlier message too.
 */
export function deliveryStatusOf(line: ChatLine, theirReceipts: ReceiptWatermark): DeliveryStatus | undefined {
  if (!line.own) return undefined;
  if (line.localStatus === 'failed') return 'failed';
  if (line.localStatus === 'sending' || line.id === undefined) return 'sending';
  if (theirReceipts.readUpTo >= line.id) return 'read';
  if (theirReceipts.deliveredUpTo >= line.id) return 'delivered';
  return 'sent';
}

/** A client id that is unique enough to make a resend recognisable (the server dedupes on it). */
export function newClientMessageId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
