import { SmsNotSentError, type SentSms, type SmsSender, type VerificationSms } from './sms-sender';

export interface Msg91Options {
  authKey: string;
  /** The flow (template) id of the DLT-approved verification message. */
  templateId: string;
  /** https://control.msg91.com in production; a local server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface Msg91Answer {
  type?: string;
  message?: string;
}

/**
 * MSG91's Flow API (v5): POST /api/v5/flow with the `authkey` header and a JSON body naming the template and, per
 * recipient, the number in international form without "+" and the template's variables. MSG91 answers
 * `{"type":"success","message":"<request id>"}`, or `{"type":"error","message":"<why>"}` (sometimes with HTTP 200).
 */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  return {
    async sendVerificationCode(sms: VerificationSms): Promise<SentSms> {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: options.templateId,
            short_url: '0',
            recipients: [{ mobiles: sms.to.replace(/^\+/, ''), otp: sms.code, minutes: String(sms.minutes) }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsNotSentError(`MSG91 could not be reached (${(error as Error).message})`);
      }
      let answer: Msg91Answer = {};
      try {
        answer = (await response.json()) as Msg91Answer;
      } catch {
        // An answer without JSON (a proxy's error page) is a failure like any other below.
      }
      if (!response.ok || answer.type !== 'success' || !answer.message) {
        throw new SmsNotSentError(`MSG91 answered ${response.status} ${answer.type ?? ''} ${answer.message ?? ''}`.trim());
      }
      return { id: answer.message };
    },
  };
}
