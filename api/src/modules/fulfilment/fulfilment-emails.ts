import type { Mailer } from '../../shared/mail/mailer';
import type { PaymentOrderRecord } from '../payments/payment-order.repository';

export interface EmailAttachment {
  filename: string;
  path: string;
}

/** The one e-mail of a step of an order (delivery, reading, receipt): composed here so every one reads alike. */
export async function sendOrderEmail(
  mailer: Mailer,
  order: PaymentOrderRecord,
  message: { subject: string; lines: string[]; tag: string; attachments?: EmailAttachment[] },
  siteUrl: string,
): Promise<void> {
  await mailer.send({
    to: order.email,
    subject: message.subject,
    tag: message.tag,
    text: [
      `Namaste ${order.firstname},`,
      '',
      ...message.lines,
      '',
      `This order, its receipt and downloads: ${siteUrl}/purchases/${order.txnid} (all purchases: ${siteUrl}/profile?tab=purchases).`,
      '',
      'Team AstroSetu',
    ].join('\n'),
    attachments: (message.attachments ?? []).map((attachment) => ({ ...attachment, contentType: 'application/pdf' })),
  });
}
