import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import { AnswerEditor } from './answer-editor';
import { useFulfilmentTaskQuery } from './fulfilment-api';
import { ProtectedImage } from './protected-image';
import { TaskInputs } from './task-inputs';
import { useChatText } from '../../locales/use-text';

const imageFields = ['leftPalm', 'rightPalm', 'floorPlan'] as const;
const isKnownImage = (field: string): field is (typeof imageFields)[number] => (imageFields as readonly string[]).includes(field);

/** A claimed order: the customer's inputs, what the card promised them (the answer's checklist) and photos, then the answer. */
export function TaskWorkspace({ txnid }: { txnid: string }) {
  const { t } = useChatText();
  const imageLabel = (field: string) => (isKnownImage(field) ? t(`task.image.${field}`) : field);
  const task = useFulfilmentTaskQuery(txnid, { refetchOnMountOrArgChange: true });
  if (task.isError) return <Alert severity="error">{t('task.error')}</Alert>;
  if (!task.data) return <Skeleton variant="rounded" height={200} aria-label={t('task.loading')} />;
  const detail = task.data;
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('task.for', { name: detail.customerName })}
      </Typography>
      <TaskInputs inputs={detail.inputs} imageFields={detail.images.map((image) => image.field)} />
      {detail.checklist.length > 0 ? (
        <Alert severity="info" icon={<ChecklistRounded />}>
          <Typography variant="body2" fontWeight={600} component="p" id={`checklist-${txnid}`}>
            {t('task.checklistTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={`checklist-${txnid}`} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {detail.checklist.map((key) => (
              <li key={key}>
                <Typography variant="body2">{t(`task.checklist.${key}`)}</Typography>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {detail.images.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {detail.images.map((image) => (
            <Stack key={image.field} spacing={0.5}>
              <Typography variant="body2" fontWeight={600}>
                {imageLabel(image.field)}
              </Typography>
              <ProtectedImage url={image.url} alt={t('task.imageAlt', { image: imageLabel(image.field), name: detail.customerName })} />
            </Stack>
          ))}
        </Box>
      ) : null}
      {detail.state === 'claimed' ? (
        <AnswerEditor txnid={txnid} initialMarkdown={detail.answer?.markdown} />
      ) : (
        <Alert severity="success">{t('task.delivered')}</Alert>
      )}
    </Stack>
  );
}
