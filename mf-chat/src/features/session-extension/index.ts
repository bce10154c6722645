export { ExtendSessionDialog } from './extend-session-dialog';
export { AstrologerExtendButton } from './astrologer-extend-button';
export { extensionOptions, shortfallToPay } from './extension-options';
