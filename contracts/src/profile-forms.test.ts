import { describe, expect, it } from '@jest/globals';
import { changePasswordFormSchema } from './profile-forms';
import { messagesOf } from './test/messages-of';

const form = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

describe('changePasswordFormSchema', () => {
  it('when the form is filled in correctly, then parsing yields exactly the request body', () => {
    expect(changePasswordFormSchema.parse(form)).toEqual(form);
  });

  it('when the confirmation is empty, then the person is asked to confirm, and not told the passwords differ', () => {
    expect(messagesOf(changePasswordFormSchema, { ...form, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm your password' });
  });

  it("when the confirmation differs from the new password, then the person reads \"Passwords don't match\" under the confirmation", () => {
    expect(messagesOf(changePasswordFormSchema, { ...form, confirmPassword: 'new-secreT' })).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('when the current password is empty or missing, then it is required', () => {
    expect(messagesOf(changePasswordFormSchema, { ...form, currentPassword: '' })).toEqual({ currentPassword: 'Current password is required' });
    const { currentPassword: _omitted, ...withoutCurrent } = form;
    expect(messagesOf(changePasswordFormSchema, withoutCurrent)).toEqual({ currentPassword: 'Current password is required' });
  });

  it('when the new password is too short, then the person reads the password rule of sign-up', () => {
    expect(messagesOf(changePasswordFormSchema, { ...form, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
  });
});
