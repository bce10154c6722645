import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import { useChatText } from '../../locales/use-text';
import { callAlertPermission, requestCallAlertPermission, type CallAlertPermission } from './call-notification';

/**
 * "Allow call alerts": browsers ask for notification permission only from a click. Shown while the browser has not
 * been asked; once refused, a line says where to allow it (the page cannot ask again). Nothing where there is no
 * Notification API: the ring and the dialog still work.
 */
export function CallAlertsPermission() {
  const { t } = useChatText();
  const [permission, setPermission] = useState<CallAlertPermission>(callAlertPermission);
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('incomingCall.permission.denied')}
      </Typography>
    );
  }
  return (
    <Button size="small" variant="outlined" startIcon={<NotificationsActiveRounded />} onClick={() => void requestCallAlertPermission().then(setPermission)} title={t('incomingCall.permission.hint')}>
      {t('incomingCall.permission.allow')}
    </Button>
  );
}
