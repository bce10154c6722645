export { useChatSession, SEND_RETRY_DELAY_MS, TYPING_TIMEOUT_MS, type ChatSession } from './use-chat-session';
export { queuedLines, type ChatSessionState, type SessionClock, type ConnectionState } from './chat-session-state';
export type { ChatLine } from './chat-line';
export { quickRepliesFor } from './quick-replies';
export { MessageList } from './components/message-list';
export { MessageComposer } from './components/message-composer';
export { ConnectionBanners } from './components/connection-banners';
export { QuickReplyBar } from './components/quick-reply-bar';
