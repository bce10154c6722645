import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@astrosetu/contracts';
import { recordChanges } from './record-changes';
import { useAdminText } from '../../locales/use-text';

/** Before and after of one audit entry, field by field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminText();
  const changes = recordChanges(entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('audit.noChange')}
      </Typography>
    );
  }
  return (
    <Box sx={{ borderRadius: 2, bgcolor: 'action.hover', px: 1, py: 0.5, overflowX: 'auto' }}>
      <Table size="small" aria-label={t('audit.changesLabel', { id: entry.id })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('audit.field')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('audit.before')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {change.field}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', color: entry.before ? 'error.main' : 'text.secondary' }}>{change.before}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', color: entry.after ? 'success.main' : 'text.secondary' }}>{change.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
