import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { User } from '@astrosetu/contracts';
import { newestFirst, useConsultationsOfUserQuery } from '../../../shared/api/consultations-api';
import { useNotificationsQuery } from '../api/profile-api';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { PROFILE_TABS, profileTabOf, type ProfileTabId } from '../model/profile-tabs';
import { AnalyticsTab } from './analytics-tab';
import { ChangePasswordDialog } from '../../../shared/account/change-password-dialog';
import { BlockedTab } from './blocked-tab';
import { EmailChangeDialog } from './email-change-dialog';
import { FavoritesTab } from './favorites-tab';
import { HistoryTab } from './history-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from '../../../shared/account/profile-header';
import { useMarketplaceText } from '../../../locales/use-text';

/** The signed-in account's profile page. */
export function ProfileView({ user, PurchasesTab }: { user: User; /** The orders feature's tab, given by the page (lazy: loaded when opened). */ PurchasesTab: ComponentType }) {
  const { t } = useMarketplaceText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params.get('tab'));
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const isCustomer = user.role === 'user';
  const consultations = useConsultationsOfUserQuery(user.id, { skip: !isCustomer || (tab !== 'history' && tab !== 'analytics'), refetchOnMountOrArgChange: true });
  const sorted = useMemo(() => (consultations.data ? newestFirst(consultations.data) : undefined), [consultations.data]);
  const notifications = useNotificationsQuery();
  const unread = notifications.data?.filter((notification) => !notification.isRead).length ?? 0;
  const browse = () => navigate('/astrologers');

  const selectTab = (next: ProfileTabId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const customersOnly = (
    <Alert severity="info">{t('profile.customersOnly')}</Alert>
  );

  return (
    <>
      <ProfileHeader user={user} />
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: ProfileTabId) => selectTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('profile.tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, md: 1 } }}
          >
            {PROFILE_TABS.map(({ id, label: labelKey }) => {
              const label = t(labelKey);
              return (
              <Tab
                key={id}
                value={id}
                id={`profile-tab-${id}`}
                aria-controls={`profile-panel-${id}`}
                label={
                  id === 'notifications' && unread > 0 ? (
                    <Badge
                      color="secondary"
                      badgeContent={
                        <>
                          {unread}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}{t('profile.notifications.unread')}
                          </Box>
                        </>
                      }
                      sx={{ '& .MuiBadge-badge': { right: -12 } }}
                    >
                      {label}
                    </Badge>
                  ) : (
                    label
                  )
                }
              />
            );
            })}
          </Tabs>
          <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
            {tab === 'profile' ? <ProfileForm user={user} onChangeEmail={() => setDialog('email')} onChangePassword={() => setDialog('password')} /> : null}
            {tab === 'analytics' ? isCustomer ? <AnalyticsTab /> : customersOnly : null}
            {tab === 'purchases' ? (
              isCustomer ? (
                <Suspense fallback={<Skeleton variant="rounded" height={180} role="progressbar" aria-label={t('orders.tab.loading')} />}>
                  <PurchasesTab />
                </Suspense>
              ) : (
                customersOnly
              )
            ) : null}
            {tab === 'history' ? isCustomer ? <HistoryTab consultations={sorted} failed={consultations.isError} onBrowse={browse} /> : customersOnly : null}
            {tab === 'notifications' ? <NotificationsTab /> : null}
            {tab === 'favorites' ? isCustomer ? <FavoritesTab onBrowse={browse} /> : customersOnly : null}
            {tab === 'blocked' ? isCustomer ? <BlockedTab /> : customersOnly : null}
          </Box>
        </Paper>
      </Container>
      <EmailChangeDialog open={dialog === 'email'} currentEmail={user.email} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}
