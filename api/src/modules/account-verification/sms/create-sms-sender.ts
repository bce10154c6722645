import type { AppConfig } from '../../../config/config';
import { localDataDir } from '../../../shared/storage/local-data-dir';
import { createMsg91SmsSender } from './msg91-sms-sender';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';

export function smsOutboxDir(config: Pick<AppConfig, 'sms'>): string {
  return localDataDir('sms-outbox', config.sms.mode === 'sandbox' ? config.sms.outboxDir : undefined);
}

/** MSG91 when configured (production must be, or opt into the sandbox), else the outbox directory. */
export function createSmsSender(config: Pick<AppConfig, 'sms'>): SmsSender {
  if (config.sms.mode === 'msg91') return createMsg91SmsSender(config.sms);
  return createOutboxSmsSender(smsOutboxDir(config));
}
