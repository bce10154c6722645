export { CallPanel, type CallPanelProps } from './call-panel';
