import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PendingProfilePhoto } from '@astrosetu/contracts';
import { formatDateTime } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { usePrivateImage } from '@astrosetu/web-core/files';
import { useFailureToast, useFetchFailureToast } from '../../shared/ui/use-failure-toast';
import { useAdminText } from '../../locales/use-text';
import { useApproveProfilePhotoMutation, usePendingProfilePhotosQuery, useRejectProfilePhotoMutation } from './profile-photos-api';

const REASON_MAX = 300;

/**
 * Astrologers' new profile photos (issue 33): none is public until approved here. Each card shows the photo the
 * public sees today beside the new one (fetched with the admin's session: it is private until approved).
 */
export function ProfilePhotosPanel() {
  const { t } = useAdminText();
  const { data, isLoading, error } = usePendingProfilePhotosQuery();
  const [approve, approving] = useApproveProfilePhotoMutation();
  const [reject, rejecting] = useRejectProfilePhotoMutation();
  const [rejectTarget, setRejectTarget] = useState<PendingProfilePhoto | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const failed = useFailureToast();
  const { toast } = useToast();
  const busy = approving.isLoading || rejecting.isLoading;
  useFetchFailureToast(error, t('photos.fetchFailed'));

  const approveOne = async (photo: PendingProfilePhoto) => {
    try {
      await approve(photo.astrologerId).unwrap();
      toast({ title: t('photos.approved'), description: t('photos.approvedText', { name: photo.name }), variant: 'success' });
    } catch (approveError) {
      failed(t('photos.approveFailed'), approveError);
    }
  };

  const rejectOne = async (photo: PendingProfilePhoto, reason: string) => {
    try {
      await reject({ astrologerId: photo.astrologerId, reason }).unwrap();
      toast({ title: t('photos.rejected'), description: photo.name, variant: 'success' });
      setDialogOpen(false);
    } catch (rejectError) {
      failed(t('photos.rejectFailed'), rejectError);
    }
  };

  return (
    <Box component="section" aria-labelledby="profile-photos-title" sx={{ mt: 4 }}>
      <Typography id="profile-photos-title" variant="h6" component="h2">
        {t('photos.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('photos.intro')}
      </Typography>
      {isLoading ? <CircularProgress size={24} aria-label={t('photos.loading')} /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary">{t('photos.empty')}</Typography> : null}
      <Stack spacing={2}>
        {data?.map((photo) => (
          <PhotoCard
            key={`${photo.astrologerId}-${photo.pendingUrl}`}
            photo={photo}
            busy={busy}
            onApprove={() => void approveOne(photo)}
            onReject={() => {
              setRejectTarget(photo);
              setDialogOpen(true);
            }}
          />
        ))}
      </Stack>
      <RejectPhotoDialog
        photo={rejectTarget}
        open={dialogOpen}
        pending={rejecting.isLoading}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(reason) => rejectTarget && void rejectOne(rejectTarget, reason)}
      />
    </Box>
  );
}

function PhotoCard({ photo, busy, onApprove, onReject }: { photo: PendingProfilePhoto; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useAdminText();
  const image = usePrivateImage(photo.pendingUrl);
  const titleId = `photo-${photo.astrologerId}-title`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {photo.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('photos.submitted', { time: formatDateTime(photo.submittedAt) })}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <Stack spacing={0.5} alignItems="center">
          <Avatar src={photo.currentImage} alt={t('photos.currentAlt', { name: photo.name })} sx={{ width: 96, height: 96 }} />
          <Typography variant="caption" color="text.secondary">
            {t('photos.current')}
          </Typography>
        </Stack>
        <Stack spacing={0.5} alignItems="center">
          {image.status === 'ready' ? (
            <Box component="img" src={image.src} alt={t('photos.newAlt', { name: photo.name })} sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
          ) : (
            <Box sx={{ width: 160, height: 160, display: 'grid', placeItems: 'center', borderRadius: 1, border: 1, borderColor: 'divider' }}>
              {image.status === 'failed' ? (
                <Typography variant="caption" color="error" sx={{ p: 1, textAlign: 'center' }}>
                  {t('photos.imageFailed')}
                </Typography>
              ) : (
                <CircularProgress size={24} aria-label={t('photos.imageLoading', { name: photo.name })} />
              )}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('photos.new')}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" onClick={onApprove} disabled={busy} aria-label={t('photos.approveLabel', { name: photo.name })}>
          {t('photos.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={onReject} disabled={busy} aria-label={t('photos.rejectLabel', { name: photo.name })}>
          {t('photos.reject')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The reason is required: the astrologer reads it on their profile page. */
function RejectPhotoDialog({ photo, open, pending, onConfirm, onCancel }: { photo: PendingProfilePhoto | null; open: boolean; pending: boolean; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const { t } = useAdminText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setMissing(false);
    }
  }, [open]);
  const confirm = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setMissing(true);
    onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="reject-photo-title" aria-describedby="reject-photo-description">
      <DialogTitle id="reject-photo-title">{t('photos.rejectTitle', { name: photo?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-photo-description" sx={{ mb: 2 }}>
          {t('photos.rejectText')}
        </DialogContentText>
        <TextField
          label={t('photos.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          required
          error={missing}
          helperText={missing ? t('photos.reasonRequired') : undefined}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('photos.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
