export { IncomingCallAlert } from './incoming-call-alert';
export { MissedCallsNotice } from './missed-calls-notice';
export { CallAlertsPermission } from './call-alerts-permission';
export { useIncomingCalls, type IncomingCalls } from './use-incoming-calls';
export { RING_REPEAT_MS } from './use-ringtone';
