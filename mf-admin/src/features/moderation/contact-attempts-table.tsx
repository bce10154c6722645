import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactAttemptCount } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { kindLabels } from './moderation-labels';

/** Messages in which the chat hid an astrologer's contact details or payment routes, most first. */
export function ContactAttemptsTable({ counts }: { counts: ContactAttemptCount[] }) {
  if (counts.length === 0) return <Typography color="text.secondary">No astrologer has tried to share contact details.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Contact-sharing attempts per astrologer">
        <TableHead>
          <TableRow>
            <TableCell>Astrologer</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>What</TableCell>
            <TableCell>Last</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {counts.map((count) => (
            <TableRow key={count.astrologerId}>
              <TableCell>{count.name ?? `#${count.astrologerId} (removed)`}</TableCell>
              <TableCell align="right">{count.attempts}</TableCell>
              <TableCell>{count.kinds.map((kind) => kindLabels[kind]).join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(count.lastAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
