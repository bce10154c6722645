import type { ChangePasswordRequest, User } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { hashPassword, verifyPassword } from '../../../shared/security/password-hasher';
import { userSessions } from '../../sessions/user-sessions';
import { userProfileRepository } from '../../users/user-profile.repository';

/**
 * Changes the password after checking the current one. A wrong current password is a 400 (not 401):
 * the session is fine, only the form is wrong. Every other session of the account ends (whoever knew
 * the old password is signed out); the session that made the change goes on.
 */
export async function changePassword(user: User, input: ChangePasswordRequest, currentSessionId: string): Promise<void> {
  const storedHash = await userProfileRepository.findPasswordHash(user.id);
  if (!storedHash) throw AppError.unauthenticated('This account no longer exists');
  if (!(await verifyPassword(input.currentPassword, storedHash))) {
    throw AppError.badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.badRequest('The new password must be different from the current one', {
      newPassword: 'The new password must be different from the current one',
    });
  }
  const replaced = await userProfileRepository.replacePasswordHash(user.id, storedHash, await hashPassword(input.newPassword));
  if (!replaced) throw AppError.conflict('The password was changed by another request. Please try again.');
  await userSessions.endAllOfUser(user.id, { exceptSessionId: currentSessionId });
}
