import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rupeesToPaise, type PayoutDue } from '@astrosetu/contracts';
import { formatPaise } from '@astrosetu/design-system/format';
import { useAdminText } from '../../locales/use-text';

export interface PayoutDialogProps {
  /** The astrologer being paid (null: closed). */
  row: PayoutDue | null;
  pending: boolean;
  /** The server's message for the amount, e.g. more than is due by now. */
  amountError?: string;
  onConfirm: (payout: { amount: number; reference?: string }) => void;
  onCancel: () => void;
}

/** The whole amount due, typed as rupees and paise ('700.00'). */
const asTyped = (paise: number) => (paise / 100).toFixed(2);

/**
 * Records money paid to an astrologer: the whole amount due (the default) or a part of it, with the bank's
 * reference if there is one. The page checks the amount only to help; the server decides (at most what is due
 * when it records it).
 */
export function PayoutDialog(props: PayoutDialogProps) {
  // A fresh form for each astrologer (and each opening): the default is always that astrologer's whole amount due.
  return props.row ? <PayoutForm key={`${props.row.astrologerId}:${props.row.due}`} {...props} row={props.row} /> : null;
}

function PayoutForm({ row, pending, amountError, onConfirm, onCancel }: PayoutDialogProps & { row: PayoutDue }) {
  const { t } = useAdminText();
  const titleId = useId();
  const [typed, setTyped] = useState(asTyped(row.due));
  const [reference, setReference] = useState('');
  const amount = rupeesToPaise(typed);
  const valid = Number.isInteger(amount) && amount > 0 && amount <= row.due;
  const invalidText = t('payouts.amountInvalid', { zero: formatPaise(0), due: formatPaise(row.due) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    const trimmed = reference.trim();
    onConfirm({ amount, ...(trimmed ? { reference: trimmed } : {}) });
  };

  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('payouts.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('payouts.amountLabel')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={!valid || Boolean(amountError)}
              helperText={!valid ? invalidText : (amountError ?? t('payouts.amountHelp', { due: formatPaise(row.due) }))}
              required
              autoFocus
              slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField label={t('payouts.referenceLabel')} value={reference} onChange={(event) => setReference(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
            {valid ? (
              <Typography variant="body2" color="text.secondary">
                {t('payouts.confirmText', { amount: formatPaise(amount), name: row.name, rest: formatPaise(row.due - amount) })}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('payouts.record')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
