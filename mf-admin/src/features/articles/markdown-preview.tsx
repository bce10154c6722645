import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { renderMarkdown } from '@astrosetu/web-core/markdown';
import { useAdminText } from '../../locales/use-text';

export interface MarkdownPreviewProps {
  markdown: string;
  language: string;
  dir: 'ltr' | 'rtl';
  id?: string;
}

/** The article as readers will see it, re-rendered as the editor types (deferred, so typing never waits for it). */
export function MarkdownPreview({ markdown, language, dir, id }: MarkdownPreviewProps) {
  const { t } = useAdminText();
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <Box
      id={id}
      role="region"
      aria-label={t('markdown.preview')}
      lang={language || undefined}
      dir={dir}
      sx={{
        minHeight: 320,
        maxHeight: { xs: 560, md: 640 },
        overflowY: 'auto',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
        typography: 'body1',
        wordBreak: 'break-word',
        '& h1, & h2, & h3': { fontFamily: 'inherit', lineHeight: 1.3, mt: 2, mb: 1 },
        '& h1': { fontSize: '1.75rem' },
        '& h2': { fontSize: '1.4rem' },
        '& h3': { fontSize: '1.15rem' },
        '& p': { my: 1 },
        '& img': { maxWidth: '100%', borderRadius: 1 },
        '& pre': { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'secondary.main', color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
        '& a': { color: 'primary.main' },
      }}
    >
      {deferred.trim() ? (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography color="text.secondary">{t('markdown.empty')}</Typography>
      )}
    </Box>
  );
}
