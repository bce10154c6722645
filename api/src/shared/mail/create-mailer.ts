import type { AppConfig } from '../../config/config';
import { localDataDir } from '../storage/local-data-dir';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import type { createSmtpMailer } from './smtp-mailer';

export const DEFAULT_MAIL_FROM = 'AstroSetu <no-reply@astrosetu.in>';

/** The outbox directory the configuration selects (MAIL_OUTBOX_DIR, default api/.data/outbox). */
export function mailOutboxDir(config: Pick<AppConfig, 'mailOutboxDir'>): string {
  return localDataDir('outbox', config.mailOutboxDir);
}

/** The mailer of this process: SMTP when SMTP_URL is set (production must), else the outbox directory. */
export function createMailer(config: Pick<AppConfig, 'mailOutboxDir' | 'smtpUrl' | 'mailFrom'>): Mailer {
  if (config.smtpUrl) {
    // nodemailer loads only with SMTP_URL, as the Redis clients do with REDIS_URL
    // (docs/performance.md#what-an-api-process-loads).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const smtp = require('./smtp-mailer') as { createSmtpMailer: typeof createSmtpMailer };
    return smtp.createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM });
  }
  return createOutboxMailer({ outboxDir: mailOutboxDir(config), from: config.mailFrom ?? DEFAULT_MAIL_FROM });
}
