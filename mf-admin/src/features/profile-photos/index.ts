export { ProfilePhotosPanel } from './profile-photos-panel';
