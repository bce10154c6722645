import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportReasonText, type ModerationReport } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { actionText } from './moderation-labels';
import { ReportDecisionForm } from './report-decision-form';

/** One report: who, about whom, why, the conversation around the reported message, and the decision. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const astrologer = report.astrologer.name ?? `Astrologer #${report.astrologer.id} (removed)`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`report-${report.id}-title`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={`report-${report.id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Report #{report.id}: {astrologer}
          </Typography>
          <Chip size="small" color="warning" variant="outlined" label={reportReasonText[report.reason]} />
          {report.astrologer.contactAttempts > 0 ? (
            <Chip size="small" color="error" variant="outlined" label={`${report.astrologer.contactAttempts} contact-sharing attempt${report.astrologer.contactAttempts === 1 ? '' : 's'}`} />
          ) : null}
          {report.astrologer.approvalStatus && report.astrologer.approvalStatus !== 'approved' ? <Chip size="small" label={`Profile ${report.astrologer.approvalStatus}`} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          By {report.reporter.username} on {formatDateTime(report.createdAt)}
          {report.consultationId ? ` · consultation #${report.consultationId}` : ' · about the astrologer'}
        </Typography>
        {report.details ? <Typography variant="body2">“{report.details}”</Typography> : null}
        {report.excerpt.length > 0 ? (
          <Box component="ol" aria-label={`Conversation around the reported message of report ${report.id}`} sx={{ listStyle: 'none', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            {report.excerpt.map((message) => {
              const reported = message.id === report.messageId;
              return (
                <Box
                  component="li"
                  key={message.id}
                  aria-current={reported ? 'true' : undefined}
                  sx={{ py: 0.5, px: 1, borderLeft: 3, borderColor: reported ? 'error.main' : 'transparent', bgcolor: reported ? 'background.paper' : undefined, wordBreak: 'break-word' }}
                >
                  <Typography variant="body2">
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {message.senderName}
                      {message.senderType === 'astrologer' ? ' (astrologer)' : ''}:
                    </Box>{' '}
                    {message.message}
                  </Typography>
                  {reported ? (
                    <Typography variant="caption" color="error">
                      Reported message
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        ) : null}
        {report.status === 'open' ? (
          <ReportDecisionForm reportId={report.id} astrologerName={report.astrologer.name} />
        ) : report.resolution ? (
          <Typography variant="body2">
            {actionText[report.resolution.action].label} by {report.resolution.by} on {formatDateTime(report.resolution.at)}: {report.resolution.note}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
