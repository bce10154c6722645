import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { MAX_IMAGE_BYTES, messages, uploadImageTypes, type OwnAstrologerProfile } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useUploadOwnAstrologerPhotoMutation } from '../api/astrologer-profile-api';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * The photo on the astrologer's card. The file is checked here first (type, under 5 MB: the API's limits) so nobody
 * waits for an upload the server would refuse; the server checks the bytes again and its reason shows here too.
 */
export function AstrologerPhotoField({ profile }: { profile: OwnAstrologerProfile }) {
  const { t } = useMarketplaceText();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadOwnAstrologerPhotoMutation();
  const { toast } = useToast();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setProblem(messages.imageTooLarge);
    if (!(uploadImageTypes as readonly string[]).includes(file.type)) return setProblem(t('astrologerProfile.photo.wrongType'));
    setProblem(null);
    try {
      await upload(file).unwrap();
      toast({ title: t('astrologerProfile.photo.updated'), description: t('astrologerProfile.photo.updatedDescription'), variant: 'success' });
    } catch (cause) {
      const error = normaliseApiError(cause);
      setProblem(error.fields?.image ?? error.message);
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar src={profile.image || undefined} alt={t('astrologerProfile.photo.alt', { name: profile.name })} sx={{ width: 88, height: 88, fontSize: '2rem' }}>
        {profile.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <input
          ref={inputRef}
          type="file"
          accept={uploadImageTypes.join(',')}
          aria-label={t('astrologerProfile.photo.file')}
          aria-describedby={messageId}
          hidden
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file may be chosen again after a failure.
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          onClick={() => inputRef.current?.click()}
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <PhotoCameraOutlined aria-hidden />}
        >
          {isLoading ? t('purchase.upload.uploading') : t('astrologerProfile.photo.change')}
        </Button>
        <Typography id={messageId} variant="caption" component="p" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined} sx={{ mt: 0.5 }}>
          {problem ?? t('astrologerProfile.photo.hint')}
        </Typography>
      </Box>
    </Stack>
  );
}
