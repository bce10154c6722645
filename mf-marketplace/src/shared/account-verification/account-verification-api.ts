import {
  accountVerificationRoutes,
  requestTo,
  type EmailCodeConfirm,
  type PhoneCodeConfirm,
  type PhoneCodeRequest,
  type User,
  type VerificationCodeSent,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** Verified accounts (docs/trust.md#verified-accounts): codes by e-mail and SMS before a first booking. */
export const accountVerificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendEmailCode: build.mutation<VerificationCodeSent, void>({
      query: () => requestTo(accountVerificationRoutes.sendEmailCode),
    }),
    confirmEmailCode: build.mutation<User, EmailCodeConfirm>({
      query: (body) => requestTo(accountVerificationRoutes.confirmEmailCode, { body }),
    }),
    sendPhoneCode: build.mutation<VerificationCodeSent, PhoneCodeRequest>({
      query: (body) => requestTo(accountVerificationRoutes.sendPhoneCode, { body }),
    }),
    confirmPhoneCode: build.mutation<User, PhoneCodeConfirm>({
      query: (body) => requestTo(accountVerificationRoutes.confirmPhoneCode, { body }),
    }),
  }),
});

export const { useSendEmailCodeMutation, useConfirmEmailCodeMutation, useSendPhoneCodeMutation, useConfirmPhoneCodeMutation } =
  accountVerificationApi;
