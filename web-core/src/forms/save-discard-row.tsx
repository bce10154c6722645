import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useFormsText } from './use-forms-text';

export interface SaveDiscardRowProps {
  /** An action of the page on the other end of the row (e.g. Change password). */
  start?: ReactNode;
}

/**
 * The foot of an edit form (formik): Discard changes puts back the saved values, Save changes submits; both wait
 * until something is changed, and neither can be pressed while saving. On a phone the buttons stack, Save on top.
 */
export function SaveDiscardRow({ start }: SaveDiscardRowProps) {
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  const { t } = useFormsText();
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="space-between">
      {start ?? <span />}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button color="inherit" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
          {t('saveDiscard.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty || isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {isSubmitting ? t('saveDiscard.saving') : t('saveDiscard.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
