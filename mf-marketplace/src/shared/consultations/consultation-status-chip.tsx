import Chip from '@mui/material/Chip';
import type { ConsultationStatus } from '@astrosetu/contracts';
import { useMarketplaceText, type MarketplaceKey } from '../../locales/use-text';

const labels: Record<ConsultationStatus, MarketplaceKey> = { active: 'history.status.active', completed: 'history.status.completed', cancelled: 'history.status.cancelled' };

/** Active sessions get the green badge; other states are plain. */
export function ConsultationStatusChip({ status }: { status: ConsultationStatus | string }) {
  const { t } = useMarketplaceText();
  const key = labels[status as ConsultationStatus];
  const label = key ? t(key) : status;
  return (
    <Chip
      size="small"
      label={label}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700 }}
    />
  );
}
