import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactAttemptCount } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { kindLabel } from './moderation-labels';
import { useAdminText } from '../../locales/use-text';

/** Messages in which the chat hid an astrologer's contact details or payment routes, most first. */
export function ContactAttemptsTable({ counts }: { counts: ContactAttemptCount[] }) {
  const { t } = useAdminText();
  if (counts.length === 0) return <Typography color="text.secondary">{t('moderation.attempts.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('moderation.attempts.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('moderation.attempts.astrologer')}</TableCell>
            <TableCell align="right">{t('moderation.attempts.attempts')}</TableCell>
            <TableCell>{t('moderation.attempts.what')}</TableCell>
            <TableCell>{t('moderation.attempts.last')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map((count) => (
            <TableRow key={count.astrologerId}>
              <TableCell>{count.name ?? t('moderation.attempts.removed', { id: count.astrologerId })}</TableCell>
              <TableCell align="right">{count.attempts}</TableCell>
              <TableCell>{count.kinds.map((kind) => kindLabel(kind)).join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(count.lastAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
