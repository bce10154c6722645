import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AstrologerAnswer } from '@astrosetu/contracts';
import { renderMarkdown } from '@astrosetu/web-core/markdown';
import { formatDateTime } from '@astrosetu/design-system/format';
import { useMarketplaceText } from '../../../locales/use-text';

/** What the astrologer wrote (markdown, sanitised before it reaches the page). */
export function AstrologerAnswerView({ answer }: { answer: AstrologerAnswer }) {
  const { t } = useMarketplaceText();
  const html = useMemo(() => renderMarkdown(answer.markdown), [answer.markdown]);
  return (
    <Box component="section" aria-labelledby="astrologer-answer-heading">
      <Typography id="astrologer-answer-heading" variant="h6" component="h2">
        {t('orders.answer.title', { name: answer.astrologerName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('orders.answer.writtenOn', { when: formatDateTime(answer.answeredAt) })}
      </Typography>
      <Box
        sx={{
          typography: 'body1',
          wordBreak: 'break-word',
          '& h1, & h2, & h3': { fontFamily: 'inherit', lineHeight: 1.3, mt: 2, mb: 1 },
          '& h1': { fontSize: '1.5rem' },
          '& h2': { fontSize: '1.3rem' },
          '& h3': { fontSize: '1.1rem' },
          '& p': { my: 1 },
          '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'secondary.main', color: 'text.secondary' },
          '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
