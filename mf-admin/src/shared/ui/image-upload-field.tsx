import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { MAX_IMAGE_BYTES, messages, uploadImageTypes } from '@astrosetu/contracts';
import { useUploadImageMutation } from '../api/uploads-api';
import { useFailureToast } from './use-failure-toast';
import { useAdminText } from '../../locales/use-text';

export interface ImageUploadFieldProps {
  label: string;
  /** The uploaded image's path (/api/uploads/...) or '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** A message from the form (e.g. the server did not find the image). */
  error?: string;
  disabled?: boolean;
  /** How to describe the picture in its preview. */
  previewAlt: string;
}

/**
 * Picks an image, checks it here (an image, under 5 MB, as the server requires) so nobody waits for an upload the server would
 * refuse, uploads it and keeps the path the server answers with. The server checks the bytes again.
 */
export function ImageUploadField({ label, value, onChange, error, disabled = false, previewAlt }: ImageUploadFieldProps) {
  const { t } = useAdminText();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadImageMutation();
  const failed = useFailureToast();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(messages.imageTooLarge);
      return;
    }
    if (!(uploadImageTypes as readonly string[]).includes(file.type)) {
      setProblem(t('image.wrongType'));
      return;
    }
    setProblem(null);
    try {
      const { url } = await upload(file).unwrap();
      onChange(url);
    } catch (uploadError) {
      failed(t('image.uploadFailed'), uploadError);
    }
  };

  const shown = problem ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 160 },
            aspectRatio: '16 / 9',
            borderRadius: 2,
            border: 1,
            borderColor: shown ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {value ? (
            <Box component="img" src={value} alt={previewAlt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <ImageOutlined color="disabled" aria-hidden />
          )}
        </Box>
        <Stack spacing={1} alignItems="flex-start">
          <input
            ref={inputRef}
            type="file"
            accept={uploadImageTypes.join(',')}
            aria-label={t('image.fileLabel', { label })}
            aria-describedby={shown ? messageId : undefined}
            hidden
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file may be chosen again after a failure.
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button
              variant="outlined"
              onClick={() => inputRef.current?.click()}
              disabled={disabled || isLoading}
              startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ImageOutlined aria-hidden />}
            >
              {isLoading ? t('image.uploading') : value ? t('image.replace') : t('image.upload')}
            </Button>
            {value ? (
              <Button color="inherit" onClick={() => onChange('')} disabled={disabled || isLoading} startIcon={<DeleteOutline aria-hidden />}>
                {t('image.remove')}
              </Button>
            ) : null}
          </Stack>
          <Typography
            id={messageId}
            variant="caption"
            color={shown ? 'error' : 'text.secondary'}
            role={shown ? 'alert' : undefined}
          >
            {shown ?? t('image.hint')}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
