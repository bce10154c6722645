import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useToast } from '@astrosetu/design-system/toast';
import { useSetOwnOnlineStatusMutation } from './dashboard-api';

export interface OnlineStatusToggleProps {
  isOnline: boolean;
  disabled?: boolean;
}

/** The astrologer goes online or offline (customers see it in the listing). */
export function OnlineStatusToggle({ isOnline, disabled = false }: OnlineStatusToggleProps) {
  const { toast } = useToast();
  const [setStatus, { isLoading }] = useSetOwnOnlineStatusMutation();

  const onChange = async (next: boolean) => {
    try {
      await setStatus({ isOnline: next }).unwrap();
      toast({ title: next ? 'You are online' : 'You are offline', description: next ? 'Customers can now book a consultation with you.' : 'New bookings are paused.', variant: 'success' });
    } catch {
      toast({ title: 'Status not changed', description: 'Failed to update status. Please try again.', variant: 'error' });
    }
  };

  return (
    <FormControlLabel
      control={<Switch checked={isOnline} onChange={(event) => void onChange(event.target.checked)} disabled={disabled || isLoading} color="success" />}
      label={isOnline ? 'Online' : 'Offline'}
    />
  );
}
