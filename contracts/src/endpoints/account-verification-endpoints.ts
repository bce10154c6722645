import { emailCodeConfirmSchema, phoneCodeConfirmSchema, phoneCodeRequestSchema, verificationCodeSentSchema } from '../account-verification';
import { userSchema } from '../auth';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Verified accounts (docs/trust.md#verified-accounts): codes by e-mail and SMS (api/src/modules/account-verification). */
export const accountVerificationEndpoints = {
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/verification/email/send',
    summary: "Mail a code to the account's e-mail address",
    access: 'signed-in',
    response: schemaResponse('VerificationCodeSent', verificationCodeSentSchema),
  }),
  confirmEmailCode: endpoint({
    method: 'POST',
    path: '/verification/email/confirm',
    summary: 'Confirm the e-mail address with the mailed code',
    access: 'signed-in',
    body: emailCodeConfirmSchema,
    response: schemaResponse('User', userSchema),
  }),
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/verification/phone/send',
    summary: 'Send a code by SMS to an Indian mobile number',
    access: 'signed-in',
    body: phoneCodeRequestSchema,
    response: schemaResponse('VerificationCodeSent', verificationCodeSentSchema),
  }),
  confirmPhoneCode: endpoint({
    method: 'POST',
    path: '/verification/phone/confirm',
    summary: 'Confirm the mobile number with the SMS code',
    access: 'signed-in',
    body: phoneCodeConfirmSchema,
    response: schemaResponse('User', userSchema),
  }),
} satisfies Record<string, Endpoint>;
