import type { ChangePasswordRequest, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { hashPassword, verifyPassword } from '../../../shared/security/password-hasher';
import { userSessions } from '../../sessions/user-sessions';
import { userProfileRepository } from '../../users/user-profile.repository';
import { apiText } from '../../../shared/i18n/api-text';
import type { DomainEvents } from '../../../shared/events/domain-events';

/**
 * Changes the password after checking the current one. A wrong current password is a 400 (not 401):
 * the session is fine, only the form is wrong. Every other session of the account ends (whoever knew
 * the old password is signed out); the session that made the change goes on.
 */
export async function changePassword(user: User, input: ChangePasswordRequest, currentSessionId: string, events: Pick<DomainEvents, 'publish'>): Promise<void> {
  const storedHash = await userProfileRepository.findPasswordHash(user.id);
  if (!storedHash) throw AppError.unauthenticated(apiText('errors.common.accountGone'));
  if (!(await verifyPassword(input.currentPassword, storedHash))) {
    throw AppError.badRequest(apiText('errors.profile.currentPasswordIncorrect'), { currentPassword: apiText('errors.profile.currentPasswordIncorrect') });
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.badRequest(apiText('errors.profile.newPasswordDifferentCurrent'), {
      newPassword: apiText('errors.profile.newPasswordDifferentCurrent'),
    });
  }
  const replaced = await userProfileRepository.replacePasswordHash(user.id, storedHash, await hashPassword(input.newPassword));
  if (!replaced) throw AppError.conflict(apiText('errors.profile.passwordChangedAnotherRequest'));
  await userSessions.endAllOfUser(user.id, events, { exceptSessionId: currentSessionId });
}
