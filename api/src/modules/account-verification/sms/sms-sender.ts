/** One verification code by SMS to an Indian mobile number (+91 and 10 digits). */
export interface VerificationSms {
  to: string;
  code: string;
  minutes: number;
}

/** What the provider (or the sandbox) gave back: its own id of the message, for support requests. */
export interface SentSms {
  id: string;
}

/** Sends verification codes. MSG91 in production; the outbox on the embedded default. */
export interface SmsSender {
  sendVerificationCode(sms: VerificationSms): Promise<SentSms>;
}

export class SmsNotSentError extends Error {
  constructor(reason: string) {
    super(`The SMS was not sent: ${reason}`);
    this.name = 'SmsNotSentError';
  }
}

/**
 * The text of the DLT-registered template (India's telecom rules allow only registered templates; MSG91 fills
 * ##otp## and ##minutes## itself). The sandbox renders the same text so developers see what customers get.
 */
export function verificationSmsText(sms: Pick<VerificationSms, 'code' | 'minutes'>): string {
  return `${sms.code} is your AstroSetu verification code. It expires in ${sms.minutes} minutes. Do not share it with anyone. - AstroSetu`;
}
