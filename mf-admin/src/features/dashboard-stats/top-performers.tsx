import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { TOP_PERFORMERS } from '@astrosetu/contracts';
import { formatCount, formatPaise } from '@astrosetu/design-system/format';
import { useAdminStatsQuery } from './stats-api';
import { useAdminText } from '../../locales/use-text';

/** The 5 approved astrologers with the most consultations. */
export function TopPerformers() {
  const { t } = useAdminText();
  const { data, isLoading } = useAdminStatsQuery();
  const performers = data?.topPerformers ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="top-performers-title" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
        <EmojiEventsOutlined color="secondary" aria-hidden />
        <Typography id="top-performers-title" variant="h6" component="h2">
          {t('stats.topTitle', { count: TOP_PERFORMERS })}
        </Typography>
      </Stack>
      {isLoading ? (
        <Stack spacing={1}>
          {Array.from({ length: TOP_PERFORMERS }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : performers.length === 0 ? (
        <Typography color="text.secondary">{t('stats.topEmpty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {performers.map((astrologer, index) => (
            <Stack
              component="li"
              key={astrologer.id}
              direction="row"
              spacing={1.5}
              alignItems="center"
              sx={{ p: 1, borderRadius: 2, bgcolor: index === 0 ? 'action.selected' : 'action.hover' }}
            >
              <Typography variant="subtitle2" component="span" sx={{ width: 20, textAlign: 'center', color: 'text.secondary' }}>
                {index + 1}
              </Typography>
              <Avatar src={astrologer.image} alt="" sx={{ width: 36, height: 36 }} />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="subtitle2" component="p" noWrap>
                  {astrologer.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {t('stats.performerLine', { rating: astrologer.rating.toFixed(1), amount: formatPaise(astrologer.totalEarnings, { decimals: false }) })}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography variant="subtitle2" component="p">
                  {formatCount(astrologer.totalConsultations)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('stats.consultations', { count: astrologer.totalConsultations })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      )}
    </Paper>
  );
}
