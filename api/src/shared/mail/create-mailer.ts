import type { AppConfig } from '../../config/config';
import { localDataDir } from '../storage/local-data-dir';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

export const DEFAULT_MAIL_FROM = 'AstroSetu <no-reply@astrosetu.in>';

/** The outbox directory the configuration selects (MAIL_OUTBOX_DIR, default api/.data/outbox). */
export function mailOutboxDir(config: Pick<AppConfig, 'mailOutboxDir'>): string {
  return localDataDir('outbox', config.mailOutboxDir);
}

/** The mailer of this process. Only the outbox exists today; a provider would be chosen here by config. */
export function createMailer(config: Pick<AppConfig, 'mailOutboxDir'>): Mailer {
  return createOutboxMailer({ outboxDir: mailOutboxDir(config), from: DEFAULT_MAIL_FROM });
}
