import { useEffect, useId, useState } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { MAX_IMAGE_BYTES, messages } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useUploadOrderImageMutation } from '../api/order-uploads-api';
import { useMarketplaceText } from '../../../locales/use-text';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A photo for the order (a palm, a floor plan): uploaded as soon as it is chosen, so the order form only carries
 * the stored name (and a reload keeps it). The preview is the customer's own file, shown from the browser.
 */
export function ImageUploadField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { t } = useMarketplaceText();
  const [field, meta, helpers] = useField<string>(name);
  const [upload, { isLoading }] = useUploadOrderImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const helpId = `${inputId}-help`;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(t('purchase.upload.wrongType'));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(messages.imageTooLarge);
    try {
      const stored = await upload(file).unwrap();
      await helpers.setValue(stored);
      await helpers.setTouched(true, false);
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    } catch (error) {
      setProblem(normaliseApiError(error).message || t('purchase.upload.failed'));
    }
  };

  const error = problem ?? (meta.touched && meta.error ? meta.error : null);
  const uploaded = Boolean(field.value);

  return (
    <Box>
      <Typography component="p" variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {preview ? (
          <Box component="img" src={preview} alt={t('purchase.upload.preview', { label })} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, border: 1, borderColor: 'divider' }} />
        ) : null}
        <Button
          component="label"
          htmlFor={inputId}
          variant={uploaded ? 'outlined' : 'contained'}
          color={uploaded ? 'inherit' : 'primary'}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <UploadFileRounded />}
          disabled={isLoading}
          sx={{ minHeight: 44 }}
        >
          {isLoading ? t('purchase.upload.uploading') : uploaded ? t('purchase.upload.replace', { label: label.toLowerCase() }) : t('purchase.upload.upload', { label: label.toLowerCase() })}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            hidden
            aria-describedby={helpId}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {uploaded && !isLoading ? (
          <Stack direction="row" spacing={0.5} alignItems="center" role="status">
            <CheckCircleRounded color="success" fontSize="small" aria-hidden />
            <Typography variant="body2">{t('purchase.upload.done')}</Typography>
          </Stack>
        ) : null}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
