export { UsersPanel } from './users-panel';
