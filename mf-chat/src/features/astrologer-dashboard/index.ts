export { OnlineStatusToggle } from './online-status-toggle';
export { DashboardStats } from './dashboard-stats';
export { ConsultationList } from './consultation-list';
export { useNewConsultationAlerts, NEW_CONSULTATION_TOAST_MS } from './use-new-consultation-alerts';
export {
  useOwnAstrologerProfileQuery,
  useDashboardActiveConsultationsQuery,
  useDashboardRecentConsultationsQuery,
  useDashboardFiguresQuery,
} from './dashboard-api';
export { WaitlistQueuePanel } from './waitlist-queue-panel';
