import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fulfilmentAnswerRequestSchema } from '@astrosetu/contracts';
import { clearPurchaseDraft, normaliseApiError, readPurchaseDraft, savePurchaseDraft } from '@astrosetu/web-core';
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { renderMarkdown } from '@astrosetu/web-core/markdown';
import { useDeliverFulfilmentTaskMutation } from './fulfilment-api';
import { useChatText } from '../../locales/use-text';

/** The answer in markdown, with the preview the customer will see; kept in this browser until it is delivered. */
export function AnswerEditor({ txnid, initialMarkdown }: { txnid: string; initialMarkdown?: string }) {
  const { t } = useChatText();
  const validationMessage = useValidationMessage();
  const draftKey = `answer-${txnid}`;
  const [markdown, setMarkdown] = useState(() => readPurchaseDraft(draftKey, { markdown: '' })?.markdown || initialMarkdown || '');
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [touched, setTouched] = useState(false);
  const [deliver, { isLoading }] = useDeliverFulfilmentTaskMutation();
  const [error, setError] = useState<string | null>(null);
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => (view === 'preview' ? renderMarkdown(deferred) : ''), [deferred, view]);
  const check = fulfilmentAnswerRequestSchema.safeParse({ markdown });
  const firstIssue = touched && !check.success ? check.error.issues[0] : undefined;
  const fieldError = firstIssue ? validationMessage(firstIssue.message) : undefined;

  useEffect(() => {
    const timer = setTimeout(() => savePurchaseDraft(draftKey, { markdown }), 400);
    return () => clearTimeout(timer);
  }, [draftKey, markdown]);

  const submit = async () => {
    setTouched(true);
    if (!check.success) return;
    setError(null);
    try {
      await deliver({ txnid, markdown: check.data.markdown }).unwrap();
      clearPurchaseDraft(draftKey);
    } catch (cause) {
      setError(normaliseApiError(cause).message || t('answer.failed'));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h4" fontWeight={700}>
        {t('answer.title')}
      </Typography>
      <Tabs value={view} onChange={(_event, next: 'write' | 'preview') => setView(next)} aria-label={t('answer.editor')}>
        <Tab value="write" label={t('answer.write')} id={`answer-write-${txnid}`} aria-controls={`answer-panel-${txnid}`} />
        <Tab value="preview" label={t('answer.preview')} id={`answer-preview-${txnid}`} aria-controls={`answer-panel-${txnid}`} />
      </Tabs>
      <Box role="tabpanel" id={`answer-panel-${txnid}`} aria-labelledby={`answer-${view}-${txnid}`}>
        {view === 'write' ? (
          <TextField
            label={t('answer.label')}
            multiline
            minRows={10}
            fullWidth
            value={markdown}
            onChange={(event) => setMarkdown(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('answer.help')}
          />
        ) : (
          <Box
            sx={{ minHeight: 200, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, wordBreak: 'break-word', '& h1, & h2, & h3': { lineHeight: 1.3, mt: 1.5, mb: 1 } }}
          >
            {markdown.trim() ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <Typography color="text.secondary">{t('answer.empty')}</Typography>}
          </Box>
        )}
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button variant="contained" onClick={() => void submit()} disabled={isLoading} sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }} startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
        {isLoading ? t('answer.delivering') : t('answer.deliver')}
      </Button>
    </Stack>
  );
}
