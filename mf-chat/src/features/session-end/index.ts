export { EndCallButton } from './end-call-button';
export { useEndChatSessionMutation } from './session-end-api';
export { SessionEndSummary } from './session-end-summary';
export { NoShowCancel } from './no-show-cancel';
