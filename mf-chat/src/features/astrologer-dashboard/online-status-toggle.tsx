import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useToast } from '@astrosetu/design-system/toast';
import { useSetOwnOnlineStatusMutation } from './dashboard-api';
import { useChatText } from '../../locales/use-text';

export interface OnlineStatusToggleProps {
  isOnline: boolean;
  disabled?: boolean;
}

/** The astrologer goes online or offline (customers see it in the listing). */
export function OnlineStatusToggle({ isOnline, disabled = false }: OnlineStatusToggleProps) {
  const { t } = useChatText();
  const { toast } = useToast();
  const [setStatus, { isLoading }] = useSetOwnOnlineStatusMutation();

  const onChange = async (next: boolean) => {
    try {
      await setStatus({ isOnline: next }).unwrap();
      toast({ title: next ? t('dashboard.status.nowOnline') : t('dashboard.status.nowOffline'), description: next ? t('dashboard.status.nowOnlineText') : t('dashboard.status.nowOfflineText'), variant: 'success' });
    } catch {
      toast({ title: t('dashboard.status.failed'), description: t('dashboard.status.failedText'), variant: 'error' });
    }
  };

  return (
    <FormControlLabel
      control={<Switch checked={isOnline} onChange={(event) => void onChange(event.target.checked)} disabled={disabled || isLoading} color="success" />}
      label={isOnline ? t('dashboard.status.online') : t('dashboard.status.offline')}
    />
  );
}
