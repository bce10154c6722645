import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormTextField } from '@astrosetu/web-core/forms';
import { MarkdownPreview } from './markdown-preview';
import { useAdminText } from '../../locales/use-text';

export interface MarkdownEditorProps {
  /** The formik field holding the markdown. */
  name: string;
  value: string;
  language: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Markdown beside its live preview on a wide screen; on a phone, Write and Preview tabs (there is no room for
 * both).
 */
export function MarkdownEditor({ name, value, language, dir }: MarkdownEditorProps) {
  const { t } = useAdminText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');

  const editor = (
    <FormTextField
      name={name}
      label={t('markdown.content')}
      required
      multiline
      minRows={14}
      maxRows={24}
      helperText={t('markdown.help')}
      slotProps={{ htmlInput: { lang: language || undefined, dir, style: { fontFamily: 'monospace' } } }}
    />
  );
  const preview = <MarkdownPreview markdown={value} language={language} dir={dir} />;

  if (wide) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, alignItems: 'stretch' }}>
        {editor}
        {preview}
      </Box>
    );
  }
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} aria-label={t('markdown.editor')} sx={{ mb: 1.5 }}>
        <Tab value="write" label={t('markdown.write')} id="content-tab-write" aria-controls="content-panel" />
        <Tab value="preview" label={t('markdown.preview')} id="content-tab-preview" aria-controls="content-panel" />
      </Tabs>
      <Box id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`}>
        {tab === 'write' ? editor : preview}
      </Box>
    </Box>
  );
}
