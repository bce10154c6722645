export { ModerationPanel } from './moderation-panel';
