export { MaskedNotice } from './masked-notice';
export { OffPlatformNote } from './off-platform-note';
export { ReportMessageButton } from './report-message-button';
export { maskedKindsText } from './masked-kinds-text';
