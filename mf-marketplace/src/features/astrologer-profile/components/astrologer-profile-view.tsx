import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { ChangePasswordDialog } from '../../../shared/account/change-password-dialog';
import { ProfileHeader } from '../../../shared/account/profile-header';
import { useOwnAstrologerProfileQuery } from '../api/astrologer-profile-api';
import { AstrologerPhotoField } from './astrologer-photo-field';
import { AstrologerProfileForm } from './astrologer-profile-form';
import { useMarketplaceText } from '../../../locales/use-text';

/** An astrologer's /profile: their own listing (no customer parts: birth details, wallet, favourites, purchases). */
export function AstrologerProfileView({ user }: { user: User }) {
  const { t } = useMarketplaceText();
  const profile = useOwnAstrologerProfileQuery();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <ProfileHeader user={user} />
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('astrologerProfile.title')}
          </Typography>
          {profile.data ? (
            <Stack spacing={3}>
              <AstrologerPhotoField profile={profile.data} />
              <Divider />
              <AstrologerProfileForm profile={profile.data} onChangePassword={() => setPasswordOpen(true)} />
            </Stack>
          ) : profile.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              }
            >
              {t('astrologerProfile.failed', { reason: normaliseApiError(profile.error).message })}
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('astrologerProfile.loading')} />
          )}
        </Paper>
      </Container>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
