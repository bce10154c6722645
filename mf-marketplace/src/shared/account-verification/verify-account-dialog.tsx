import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_LENGTH, phoneCodeRequestSchema, type VerificationCodeSent } from '@astrosetu/contracts';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { useMarketplaceText } from '../../locales/use-text';
import {
  useConfirmEmailCodeMutation,
  useConfirmPhoneCodeMutation,
  useSendEmailCodeMutation,
  useSendPhoneCodeMutation,
} from './account-verification-api';

export interface VerifyAccountDialogProps {
  open: boolean;
  /** Closed without finishing ("Not now"): nothing is booked. */
  onClose: () => void;
  /** Both the e-mail address and the mobile number are verified. */
  onVerified: () => void;
}

/** Seconds left before "Send a new code" may be pressed, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

function attemptsLeftOf(cause: unknown): number | null {
  const left = normaliseApiError(cause).body?.error.details?.attemptsLeft;
  return typeof left === 'number' ? left : null;
}

function retryAfterOf(cause: unknown): number {
  const seconds = normaliseApiError(cause).body?.error.details?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 0;
}

function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useMarketplaceText();
  return (
    <TextField
      id="account-verification-code"
      label={t('verifyAccount.code')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH, style: { letterSpacing: '0.4em', fontSize: '1.25rem' } } }}
      helperText={t('verifyAccount.digits', { typed: value.length })}
      autoFocus
      fullWidth
    />
  );
}

interface CodeStepProps {
  /** What the customer reads above the code field. */
  intro: ReactNode;
  code: string;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  submitting: boolean;
  onResend: () => void;
  resendLabel: string;
  canResend: boolean;
  /** The way back: "Not now" (e-mail) or "Change number" (phone). */
  back: { label: string; onClick: () => void };
  busy: boolean;
  alert: ReactNode;
}

/** A code step: the intro, the 6-digit field, "Send a new code", the way back and the confirm button. */
function CodeStep({ intro, code, onCode, onSubmit, submitLabel, submitting, onResend, resendLabel, canResend, back, busy, alert }: CodeStepProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent>
        <Stack spacing={2}>
          {intro}
          <CodeField value={code} onChange={onCode} />
          <Button size="small" onClick={onResend} disabled={!canResend} sx={{ alignSelf: 'flex-start' }}>
            {resendLabel}
          </Button>
          {alert}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={back.onClick} color="inherit" disabled={busy}>
          {back.label}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || code.length !== VERIFICATION_CODE_LENGTH}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Where the customer is: the e-mail (0), then the mobile number (1). */
function VerificationSteps({ active }: { active: 0 | 1 }) {
  const { t } = useMarketplaceText();
  return (
    <Stepper activeStep={active} alternativeLabel>
      <Step>
        <StepLabel>{t('verifyAccount.stepEmail')}</StepLabel>
      </Step>
      <Step>
        <StepLabel>{t('verifyAccount.stepPhone')}</StepLabel>
      </Step>
    </Stepper>
  );
}

/**
 * Verified accounts (docs/trust.md#verified-accounts): the e-mail code mailed at sign-up, then a code by SMS to an
 * Indian mobile number. The server decides what is verified; the dialog shows the step the session's user is at.
 */
export function VerifyAccountDialog({ open, onClose, onVerified }: VerifyAccountDialogProps) {
  const { t } = useMarketplaceText();
  const { user, refreshUser } = useSession();
  const [sendEmailCode, { isLoading: sendingEmail }] = useSendEmailCodeMutation();
  const [confirmEmailCode, { isLoading: confirmingEmail }] = useConfirmEmailCodeMutation();
  const [sendPhoneCode, { isLoading: sendingPhone }] = useSendPhoneCodeMutation();
  const [confirmPhoneCode, { isLoading: confirmingPhone }] = useConfirmPhoneCodeMutation();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  // The schema's English sentence (or the server's message), translated while rendering: a language switch
  // translates a message already shown.
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const validationMessage = useValidationMessage();
  const [sent, setSent] = useState<VerificationCodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resendIn, setResendIn] = useCountdown();

  /** The server's words, and for a wrong code how many tries it has left. */
  const failureText = (cause: unknown) => {
    const left = attemptsLeftOf(cause);
    const message = normaliseApiError(cause).message;
    return left === null ? message : `${message} ${t('verifyAccount.attemptsLeft', { count: left })}`;
  };

  const step: 'email' | 'phone' | 'done' = !user?.emailVerified ? 'email' : !user.phoneVerified ? 'phone' : 'done';

  useEffect(() => {
    if (open) setPhone(user?.phone ?? '');
    // Only when the dialog opens: typing must not be overwritten by a refreshed session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && step === 'done') onVerified();
  }, [open, step, onVerified]);

  const reset = () => {
    setCode('');
    setSent(null);
    setError(null);
    setPhoneError(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const resendEmail = async () => {
    setError(null);
    try {
      const answer = await sendEmailCode().unwrap();
      setSent(answer);
      setResendIn(answer.resendAfterSeconds);
    } catch (cause) {
      setError(normaliseApiError(cause).message);
      setResendIn(retryAfterOf(cause));
    }
  };

  const confirmEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) return;
    setError(null);
    try {
      await confirmEmailCode({ code }).unwrap();
      reset();
      await refreshUser();
    } catch (cause) {
      setError(failureText(cause));
    }
  };

  const sendSms = async (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    const parsed = phoneCodeRequestSchema.safeParse({ phone });
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPhoneError(null);
    try {
      const answer = await sendPhoneCode({ phone }).unwrap();
      setSent(answer);
      setCode('');
      setResendIn(answer.resendAfterSeconds);
    } catch (cause) {
      const failure = normaliseApiError(cause);
      if (failure.fields?.phone) setPhoneError(failure.fields.phone);
      else setError(failure.message);
      setResendIn(retryAfterOf(cause));
    }
  };

  const confirmPhone = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) return;
    setError(null);
    try {
      await confirmPhoneCode({ phone, code }).unwrap();
      reset();
      await refreshUser();
    } catch (cause) {
      setError(failureText(cause));
    }
  };

  const busy = sendingEmail || confirmingEmail || sendingPhone || confirmingPhone;
  // While a resend waits (30 s after the last code) its button counts down, disabled.
  const resendLabel = resendIn > 0 ? t('verifyAccount.resendIn', { seconds: resendIn }) : t('verifyAccount.resend');
  const canResend = !busy && resendIn <= 0;
  const alert = error ? (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  ) : null;

  return (
    <Dialog open={open && step !== 'done'} onClose={close} aria-labelledby="verify-account-title" maxWidth="xs" fullWidth>
      <DialogTitle id="verify-account-title">{t('verifyAccount.title')}</DialogTitle>
      {step === 'email' ? (
        <CodeStep
          intro={
            <>
              <DialogContentText>{t('verifyAccount.why')}</DialogContentText>
              <VerificationSteps active={0} />
              <DialogContentText>
                {sent ? t('verifyAccount.emailSentAgain', { email: sent.sentTo }) : t('verifyAccount.emailIntro', { email: user?.email ?? '' })}
              </DialogContentText>
            </>
          }
          code={code}
          onCode={setCode}
          onSubmit={confirmEmail}
          submitLabel={t('verifyAccount.verifyEmail')}
          submitting={confirmingEmail}
          onResend={() => void resendEmail()}
          resendLabel={resendLabel}
          canResend={canResend}
          back={{ label: t('verifyAccount.later'), onClick: close }}
          busy={busy}
          alert={alert}
        />
      ) : sent === null ? (
        <form noValidate onSubmit={(event) => void sendSms(event)}>
          <DialogContent>
            <Stack spacing={2}>
              <VerificationSteps active={1} />
              <DialogContentText>{t('verifyAccount.phoneIntro')}</DialogContentText>
              <TextField
                id="account-verification-phone"
                label={t('verifyAccount.phone')}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                type="tel"
                autoComplete="tel-national"
                error={phoneError !== null}
                helperText={phoneError !== null ? validationMessage(phoneError) : t('verifyAccount.phoneHelp')}
                slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
                fullWidth
              />
              {alert}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} color="inherit" disabled={busy}>
              {t('verifyAccount.later')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy} startIcon={sendingPhone ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {t('verifyAccount.sendSms')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <CodeStep
          intro={<DialogContentText>{t('verifyAccount.phoneSent', { phone: sent.sentTo.replace(/ /g, '\u00a0') })}</DialogContentText>}
          code={code}
          onCode={setCode}
          onSubmit={confirmPhone}
          submitLabel={t('verifyAccount.verifyPhone')}
          submitting={confirmingPhone}
          onResend={() => void sendSms()}
          resendLabel={resendLabel}
          canResend={canResend}
          back={{ label: t('verifyAccount.changeNumber'), onClick: reset }}
          busy={busy}
          alert={alert}
        />
      )}
    </Dialog>
  );
}
