// An astrologer's own /profile (issue 15): photo, listing fields and rate within the admin's limits.
export { AstrologerProfileView } from './components/astrologer-profile-view';
