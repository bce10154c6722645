import { say } from '../../shared/i18n/api-text';
import type { MailQueue } from '../../shared/mail/mail-queue';
import type { PaymentOrderRecord } from '../payment-orders/payment-order.repository';

export interface EmailAttachment {
  filename: string;
  path: string;
}

/**
 * The one e-mail of a step of an order (delivery, reading, receipt): composed here so every one reads alike, and
 * queued under a key made of the order and the step (`step`, e.g. `reading:2`), so it is sent once. Written in the
 * language the order was bought in (the caller's subject and lines too).
 */
export async function sendOrderEmail(
  mail: MailQueue,
  order: PaymentOrderRecord,
  message: { subject: string; lines: string[]; tag: string; step: string; attachments?: EmailAttachment[] },
  siteUrl: string,
): Promise<void> {
  await mail.send({
    key: `order:${order.txnid}:${message.step}`,
    to: order.email,
    subject: message.subject,
    tag: message.tag,
    text: [
      say(order.language, 'mail.greeting', { name: order.firstname }),
      '',
      ...message.lines,
      '',
      say(order.language, 'mail.order.links', { orderUrl: `${siteUrl}/purchases/${order.txnid}`, purchasesUrl: `${siteUrl}/profile?tab=purchases` }),
      '',
      say(order.language, 'mail.signOff'),
    ].join('\n'),
    attachments: (message.attachments ?? []).map((attachment) => ({ ...attachment, contentType: 'application/pdf' })),
  });
}
