import type { UiLanguage } from '@astrosetu/contracts';
import { apiText, translate, type LocalizedText } from '../../shared/i18n/api-text';

/**
 * The topic the product writes itself when the customer gave none (a waitlist call, a package booked without a
 * topic, the demo sessions). Stored as this English sentence, which the chat and the call screens read as text;
 * whoever shows it to a person writes it in their language with `topicText` / `topicIn`. A topic the customer
 * typed is theirs and stays as typed, whatever its words.
 */
export const DEFAULT_CONSULTATION_TOPIC = 'General consultation';

/** The stored topic as a text to write in a language decided later (notifications). */
export function topicText(topic: string): LocalizedText | string {
  return topic === DEFAULT_CONSULTATION_TOPIC ? apiText('products.defaultConsultationTopic') : topic;
}

/** The stored topic as read in `language` (API answers). */
export function topicIn(language: UiLanguage, topic: string): string {
  const text = topicText(topic);
  return typeof text === 'string' ? text : translate(language, text);
}
