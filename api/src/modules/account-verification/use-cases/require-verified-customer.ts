import type { User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';

/**
 * Before a booking (a consultation, a place in a queue): a customer's e-mail address and mobile number must be
 * verified, so the platform-paid free minutes and the astrologers' time go to real, reachable people
 * (docs/trust.md#verified-accounts). The 403's code tells the client which step to show.
 */
export function requireVerifiedCustomer(user: User): void {
  if (user.role !== 'user') return;
  if (!user.emailVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED', apiText('errors.verification.emailNotVerified'));
  if (!user.phoneVerified) throw new AppError(403, 'PHONE_NOT_VERIFIED', apiText('errors.verification.phoneNotVerified'));
}
