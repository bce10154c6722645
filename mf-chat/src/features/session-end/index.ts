export { EndCallButton } from './end-call-button';
