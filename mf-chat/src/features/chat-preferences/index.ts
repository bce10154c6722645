export { ChatSettingsDialog } from './chat-settings-dialog';
export { useChatPreferences } from './use-chat-preferences';
export { DEFAULT_CHAT_PREFERENCES, readChatPreferences, type ChatPreferences } from './chat-preferences';
