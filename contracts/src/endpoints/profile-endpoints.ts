import { userSchema } from '../auth';
import {
  changePasswordRequestSchema,
  emailConfirmRequestSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  messageResponseSchema,
  profileStatsSchema,
  updateProfileRequestSchema,
} from '../profile';
import { uiLanguageRequestSchema } from '../ui-language-schema';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** The signed-in account's own profile, any role (api/src/modules/profile). */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in account',
    access: 'signed-in',
    response: schemaResponse('User', userSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/profile',
    summary: 'Change profile fields (not the e-mail address)',
    access: 'signed-in',
    body: updateProfileRequestSchema,
    response: schemaResponse('User', userSchema),
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/profile/language',
    summary: 'The language of the site, e-mails, receipts and notifications for this account',
    access: 'signed-in',
    body: uiLanguageRequestSchema,
    response: schemaResponse('User', userSchema),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/profile/stats',
    summary: "The customer's totals, spending per month and most consulted astrologer",
    access: 'signed-in',
    response: schemaResponse('ProfileStats', profileStatsSchema),
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/profile/email/verify',
    summary: 'Mail a code to a new e-mail address',
    access: 'signed-in',
    body: emailVerifyRequestSchema,
    response: schemaResponse('EmailVerifyResponse', emailVerifyResponseSchema),
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/profile/email/confirm',
    summary: 'Change the e-mail address with the mailed code',
    access: 'signed-in',
    body: emailConfirmRequestSchema,
    response: schemaResponse('User', userSchema),
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/profile/password',
    summary: 'Change the password (other sessions end)',
    access: 'signed-in',
    body: changePasswordRequestSchema,
    response: schemaResponse('MessageResponse', messageResponseSchema),
  }),
} satisfies Record<string, Endpoint>;
