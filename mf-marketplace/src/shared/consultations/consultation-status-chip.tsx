import Chip from '@mui/material/Chip';
import type { ConsultationStatus } from '@astrosetu/contracts';

const labels: Record<ConsultationStatus, string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };

/** Active sessions get the green badge; other states are plain. */
export function ConsultationStatusChip({ status }: { status: ConsultationStatus | string }) {
  const label = labels[status as ConsultationStatus] ?? status;
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
