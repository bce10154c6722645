// Starting a chat from an astrologer card (spec 4): sign-in, resume, replace or go to the packages.
export { useStartChat, packagesPathOf, type StartChat } from './use-start-chat';
