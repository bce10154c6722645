export { MessageSearchDialog } from './message-search-dialog';
export { searchMessages, topicSuggestions, TOPIC_KEYWORDS, type SearchHit, type Snippet } from './search-messages';
