// Starting a chat from an astrologer card: sign-in, resume, replace or go to the packages.
export { useStartChat, packagesPathOf, type StartChat } from './use-start-chat';
