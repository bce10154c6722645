import { useState } from 'react';
import Button from '@mui/material/Button';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { ReportMessageDialog, type ReportMessageDialogProps } from './report-message-dialog';
import { useChatText } from '../../locales/use-text';

/** A quiet "Report" under each of the astrologer's messages (customers only). */
export function ReportMessageButton(props: Omit<ReportMessageDialogProps, 'open' | 'onClose'>) {
  const { t } = useChatText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlined fontSize="small" />}
        onClick={() => setOpen(true)}
        aria-label={t('contactSafety.reportLabel', { name: props.astrologerName })}
        sx={{ alignSelf: 'flex-start', mt: '2px !important', minHeight: 32, px: 1, color: 'text.secondary', fontSize: 12 }}
      >
        {t('contactSafety.report')}
      </Button>
      {open ? <ReportMessageDialog {...props} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
