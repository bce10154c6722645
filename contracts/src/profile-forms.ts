import { z } from 'zod';
import { passwordSchema } from './auth';
import { messages } from './messages';

/**
 * The change-password dialog. Unlike PATCH /api/profile/password, where a
 * program may leave the confirmation out, a person must type it: empty says "Please confirm your password",
 * a different value says "Passwords don't match". Parsing yields exactly the request body.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ message: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string({ message: messages.confirmPasswordRequired }).min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.confirmPassword === '' || value.confirmPassword === value.newPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
