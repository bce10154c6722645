export { FulfilmentPanel } from './fulfilment-panel';
