import type { EmailCodeConfirm, PhoneCodeConfirm, PhoneCodeRequest, User, VerificationCodeSent } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** Verified accounts (docs/trust.md#verified-accounts): codes by e-mail and SMS before a first booking. */
export const accountVerificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendEmailCode: build.mutation<VerificationCodeSent, void>({
      query: () => ({ url: 'verification/email/send', method: 'POST', body: {} }),
    }),
    confirmEmailCode: build.mutation<User, EmailCodeConfirm>({
      query: (body) => ({ url: 'verification/email/confirm', method: 'POST', body }),
    }),
    sendPhoneCode: build.mutation<VerificationCodeSent, PhoneCodeRequest>({
      query: (body) => ({ url: 'verification/phone/send', method: 'POST', body }),
    }),
    confirmPhoneCode: build.mutation<User, PhoneCodeConfirm>({
      query: (body) => ({ url: 'verification/phone/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useSendEmailCodeMutation, useConfirmEmailCodeMutation, useSendPhoneCodeMutation, useConfirmPhoneCodeMutation } =
  accountVerificationApi;
