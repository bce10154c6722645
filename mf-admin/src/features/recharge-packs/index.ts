export { RechargePacksPanel } from './recharge-packs-panel';
