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
import { useActOnReportMutation } from './moderation-api';
import { actionText } from './moderation-labels';

/** Warn, suspend, remove or dismiss, with a note for the record (the audit log keeps both). */
export function ReportDecisionForm({ reportId, astrologerName }: { reportId: number; astrologerName: string | null }) {
  const { toast } = useToast();
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
      toast({ title: `${actionText[action].label}: done`, description: `Report #${reportId} is closed and recorded in the audit log.`, variant: 'success' });
    } catch (error) {
      const problem = normaliseApiError(error);
      if (problem.fields) setErrors(problem.fields);
      else toast({ title: 'Failed to decide the report', description: problem.message, variant: 'error' });
    }
  };

  return (
    <Stack spacing={1.5} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <RadioGroup row name={`decision-${reportId}`} value={action} onChange={(event) => setAction(event.target.value as ModerationAction)} aria-label={`Decision on report ${reportId}`}>
        {moderationActions.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={actionText[option].label} disabled={option !== 'dismiss' && astrologerName === null} />
        ))}
      </RadioGroup>
      <Typography variant="body2" color={action === 'remove' ? 'error' : 'text.secondary'}>
        {actionText[action].help}
      </Typography>
      <TextField
        label="Note for the record"
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (errors.note) setErrors({ ...errors, note: undefined });
        }}
        error={Boolean(errors.note)}
        helperText={errors.note ?? (action === 'warn' || action === 'suspend' ? 'Sent to the astrologer and kept in the audit log' : 'Kept in the audit log')}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="contained" color={action === 'dismiss' || action === 'warn' ? 'primary' : 'error'} disabled={acting.isLoading} sx={{ alignSelf: 'flex-start' }}>
        {actionText[action].label} {action === 'dismiss' ? 'report' : astrologerName ?? ''}
      </Button>
    </Stack>
  );
}
