export { PayoutsPanel } from './payouts-panel';
