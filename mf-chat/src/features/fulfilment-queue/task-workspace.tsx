import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AnswerEditor } from './answer-editor';
import { useFulfilmentTaskQuery } from './fulfilment-api';
import { ProtectedImage } from './protected-image';
import { TaskInputs } from './task-inputs';

const imageLabels: Record<string, string> = { leftPalm: 'Left palm', rightPalm: 'Right palm', floorPlan: 'Floor plan' };

/** A claimed order: the customer's inputs and photos, then the answer. */
export function TaskWorkspace({ txnid }: { txnid: string }) {
  const task = useFulfilmentTaskQuery(txnid, { refetchOnMountOrArgChange: true });
  if (task.isError) return <Alert severity="error">This order could not be opened. Please try again.</Alert>;
  if (!task.data) return <Skeleton variant="rounded" height={200} aria-label="Loading the order" />;
  const detail = task.data;
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        For {detail.customerName}
      </Typography>
      <TaskInputs inputs={detail.inputs} imageFields={detail.images.map((image) => image.field)} />
      {detail.images.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {detail.images.map((image) => (
            <Stack key={image.field} spacing={0.5}>
              <Typography variant="body2" fontWeight={600}>
                {imageLabels[image.field] ?? image.field}
              </Typography>
              <ProtectedImage url={image.url} alt={`${imageLabels[image.field] ?? image.field} of ${detail.customerName}`} />
            </Stack>
          ))}
        </Box>
      ) : null}
      {detail.state === 'claimed' ? (
        <AnswerEditor txnid={txnid} initialMarkdown={detail.answer?.markdown} />
      ) : (
        <Alert severity="success">Delivered to the customer.</Alert>
      )}
    </Stack>
  );
}
