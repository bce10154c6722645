import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdminAstrologer } from '@astrosetu/contracts';
import { useAdminText } from '../../locales/use-text';

export interface RejectDialogProps {
  astrologer: AdminAstrologer | null;
  open: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before rejecting; the optional reason goes to the astrologer's notification and the audit log. */
export function RejectDialog({ astrologer, open, pending, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useAdminText();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="reject-title" aria-describedby="reject-description">
      <DialogTitle id="reject-title">{astrologer ? t('reject.title', { name: astrologer.name }) : t('reject.titleUnnamed')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-description" sx={{ mb: 2 }}>
          {t('reject.text')}
        </DialogContentText>
        <TextField
          label={t('reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(reason.trim())}
          variant="contained"
          color="error"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t('astrologers.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
