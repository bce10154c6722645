import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { moderationActionRequestSchema, moderationActions, type ModerationAction } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useValidationMessage } from '@astrosetu/web-core/validation';
import { useActOnReportMutation } from './moderation-api';
import { actionHelp, actionLabel } from './moderation-labels';
import { useAdminText } from '../../locales/use-text';

/** Warn, suspend, remove or dismiss, with a note for the record (the audit log keeps both). */
export function ReportDecisionForm({ reportId, astrologerName }: { reportId: number; astrologerName: string | null }) {
  const { t } = useAdminText();
  const { toast } = useToast();
  const validationMessage = useValidationMessage();
  const [act, acting] = useActOnReportMutation();
  const [action, setAction] = useState<ModerationAction>('warn');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ action?: string; note?: string }>({});

  const submit = async () => {
    const parsed = moderationActionRequestSchema.safeParse({ action, note });
    if (!parsed.success) {
      const found: { action?: string; note?: string } = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'action' | 'note'] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await act({ id: reportId, ...parsed.data }).unwrap();
      toast({ title: t('moderation.decision.done', { action: actionLabel(action) }), description: t('moderation.decision.doneText', { id: reportId }), variant: 'success' });
    } catch (error) {
      const problem = normaliseApiError(error);
      if (problem.fields) setErrors(problem.fields);
      else toast({ title: t('moderation.decision.failed'), description: problem.message, variant: 'error' });
    }
  };

  return (
    <Stack spacing={1.5} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <RadioGroup row name={`decision-${reportId}`} value={action} onChange={(event) => setAction(event.target.value as ModerationAction)} aria-label={t('moderation.decision.label', { id: reportId })}>
        {moderationActions.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={actionLabel(option)} disabled={option !== 'dismiss' && astrologerName === null} />
        ))}
      </RadioGroup>
      <Typography variant="body2" color={action === 'remove' ? 'error' : 'text.secondary'}>
        {actionHelp(action)}
      </Typography>
      <TextField
        label={t('moderation.decision.note')}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (errors.note) setErrors({ ...errors, note: undefined });
        }}
        error={Boolean(errors.note)}
        helperText={errors.note ? validationMessage(errors.note) : (action === 'warn' || action === 'suspend' ? t('moderation.decision.noteSent') : t('moderation.decision.noteKept'))}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="contained" color={action === 'dismiss' || action === 'warn' ? 'primary' : 'error'} disabled={acting.isLoading} sx={{ alignSelf: 'flex-start' }}>
        {action === 'dismiss' ? t('moderation.decision.dismissReport') : t('moderation.decision.submit', { action: actionLabel(action), name: astrologerName ?? '' })}
      </Button>
    </Stack>
  );
}
