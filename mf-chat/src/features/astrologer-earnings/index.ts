export { EarningsPanel } from './earnings-panel';
