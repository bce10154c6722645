// The waitlist of a busy astrologer (issue 20): join, live position, the 2-minute call to accept.
export { WaitlistPanel } from './components/waitlist-panel';
