import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { MAX_IMAGE_BYTES, messages, uploadImageTypes, type OwnAstrologerProfile } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { usePrivateImage } from '@astrosetu/web-core/files';
import { useUploadOwnAstrologerPhotoMutation } from '../api/astrologer-profile-api';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * The photo on the astrologer's card. The file is checked here first (type, under 5 MB: the API's limits) so nobody
 * waits for an upload the server would refuse; the server checks the bytes again and its reason shows here too.
 * A new photo is public only once an admin approves it: until then the card keeps the current one and the new one
 * shows beside it as "Awaiting review"; a rejection shows the admin's reason.
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
      toast({ title: t('astrologerProfile.photo.submitted'), description: t('astrologerProfile.photo.submittedDescription'), variant: 'success' });
    } catch (cause) {
      const error = normaliseApiError(cause);
      setProblem(error.fields?.image ?? error.message);
    }
  };

  const review = profile.photoReview;
  return (
    <Stack spacing={1.5}>
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
      {review?.status === 'pending' && review.url ? <PendingPhoto url={review.url} /> : null}
      {review?.status === 'rejected' ? (
        <Box role="status">
          <Typography variant="body2" color="error">
            {t('astrologerProfile.photo.rejected', { reason: review.reason ?? '' })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('astrologerProfile.photo.rejectedHelp')}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The uploaded photo waiting for an admin: private, so fetched with the session. */
function PendingPhoto({ url }: { url: string }) {
  const { t } = useMarketplaceText();
  const image = usePrivateImage(url);
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status">
      <Avatar src={image.status === 'ready' ? image.src : undefined} alt={t('astrologerProfile.photo.pendingAlt')} sx={{ width: 56, height: 56, opacity: 0.85 }} />
      <Box sx={{ minWidth: 0 }}>
        <Chip size="small" color="warning" variant="outlined" label={t('astrologerProfile.photo.pending')} />
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {image.status === 'failed' ? t('astrologerProfile.photo.pendingFailed') : t('astrologerProfile.photo.pendingHelp')}
        </Typography>
      </Box>
    </Stack>
  );
}
