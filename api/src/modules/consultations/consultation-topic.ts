import type { UiLanguage } from '@astrosetu/contracts';
import { apiText, translate, type LocalizedText } from '../../shared/i18n/api-text';

/**
 * The code stored as the topic when the product chose it itself (a waitlist call, a package booked without a topic,
 * the demo sessions): a code, so that whoever shows it writes it in the reader's language (`topicText`, `topicIn`).
 * A topic the customer typed is theirs and is stored and shown as typed, whatever its words.
 */
export const DEFAULT_CONSULTATION_TOPIC = 'default:general-consultation';

/**
 * The English sentence rows stored before issue 38 hold for the default, and what the contracts' booking schema still
 * fills in when a booking gives no topic (createConsultationRequestSchema): read as the default, stored as the code.
 */
const ENGLISH_DEFAULT_TOPIC = 'General consultation';

const isDefaultTopic = (topic: string) => topic === DEFAULT_CONSULTATION_TOPIC || topic === ENGLISH_DEFAULT_TOPIC;

/** What a new booking stores as its topic. */
export function topicToStore(topic: string): string {
  return isDefaultTopic(topic) ? DEFAULT_CONSULTATION_TOPIC : topic;
}

/** The stored topic as a text to write in a language decided later (notifications). */
export function topicText(topic: string): LocalizedText | string {
  return isDefaultTopic(topic) ? apiText('products.defaultConsultationTopic') : topic;
}

/** The stored topic as read in `language` (API answers, the astrologer's ring). */
export function topicIn(language: UiLanguage, topic: string): string {
  const text = topicText(topic);
  return typeof text === 'string' ? text : translate(language, text);
}
