export { FailedJobsPanel } from './failed-jobs-panel';
