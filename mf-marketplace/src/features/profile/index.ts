// The profile page: Profile, Analytics, History, Notifications, Favorites; password and email dialogs.
export { ProfileView } from './components/profile-view';
export { PROFILE_TABS } from './model/profile-tabs';
