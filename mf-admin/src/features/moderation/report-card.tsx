import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModerationReport } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { actionLabel, reasonLabel } from './moderation-labels';
import { ReportDecisionForm } from './report-decision-form';
import { useAdminText } from '../../locales/use-text';

/** One report: who, about whom, why, the conversation around the reported message, and the decision. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const { t } = useAdminText();
  const astrologer = report.astrologer.name ?? t('moderation.card.removed', { id: report.astrologer.id });
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`report-${report.id}-title`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={`report-${report.id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('moderation.card.title', { id: report.id, name: astrologer })}
          </Typography>
          <Chip size="small" color="warning" variant="outlined" label={reasonLabel(report.reason)} />
          {report.astrologer.contactAttempts > 0 ? (
            <Chip size="small" color="error" variant="outlined" label={t('moderation.card.attempts', { count: report.astrologer.contactAttempts })} />
          ) : null}
          {report.astrologer.approvalStatus && report.astrologer.approvalStatus !== 'approved' ? <Chip size="small" label={report.astrologer.approvalStatus === 'pending' || report.astrologer.approvalStatus === 'rejected' ? t(`moderation.card.profile.${report.astrologer.approvalStatus}`) : t('moderation.card.profileOther', { status: report.astrologer.approvalStatus })} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {report.consultationId
            ? t('moderation.card.byInConsultation', { name: report.reporter.username, time: formatDateTime(report.createdAt), id: report.consultationId })
            : t('moderation.card.byAboutAstrologer', { name: report.reporter.username, time: formatDateTime(report.createdAt) })}
        </Typography>
        {report.details ? <Typography variant="body2">{t('moderation.card.details', { details: report.details })}</Typography> : null}
        {report.excerpt.length > 0 ? (
          <Box component="ol" aria-label={t('moderation.card.conversation', { id: report.id })} sx={{ listStyle: 'none', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
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
                      {message.senderType === 'astrologer' ? t('moderation.card.astrologerSender', { name: message.senderName }) : t('moderation.card.sender', { name: message.senderName })}
                    </Box>{' '}
                    {message.message}
                  </Typography>
                  {reported ? (
                    <Typography variant="caption" color="error">
                      {t('moderation.card.reported')}
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
            {t('moderation.card.resolution', { action: actionLabel(report.resolution.action), name: report.resolution.by, time: formatDateTime(report.resolution.at), note: report.resolution.note })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
