/** The chat's display settings and their defaults. */
export interface ChatPreferences {
  /** Message text size in px, 12 to 20. */
  fontSize: number;
  theme: 'light' | 'dark';
  soundEnabled: boolean;
}

export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 20;

export const DEFAULT_CHAT_PREFERENCES: ChatPreferences = { fontSize: 14, theme: 'light', soundEnabled: true };

const storageKey = (userId: number) => `astrosetu:chat-preferences:${userId}`;

/**
 * Anything stored is checked field by field: an old or edited value falls back to the default. (A `language` kept by
 * older versions is dropped: the language is the site's, chosen with chooseLanguage, see the settings dialog.)
 */
export function readChatPreferences(userId: number): ChatPreferences {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const stored = raw ? (JSON.parse(raw) as Partial<Record<keyof ChatPreferences, unknown>>) : {};
    const fontSize = Number(stored.fontSize);
    return {
      fontSize: Number.isInteger(fontSize) && fontSize >= FONT_SIZE_MIN && fontSize <= FONT_SIZE_MAX ? fontSize : DEFAULT_CHAT_PREFERENCES.fontSize,
      theme: stored.theme === 'dark' || stored.theme === 'light' ? stored.theme : DEFAULT_CHAT_PREFERENCES.theme,
      soundEnabled: typeof stored.soundEnabled === 'boolean' ? stored.soundEnabled : DEFAULT_CHAT_PREFERENCES.soundEnabled,
    };
  } catch {
    return DEFAULT_CHAT_PREFERENCES;
  }
}

export function writeChatPreferences(userId: number, preferences: ChatPreferences): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(preferences));
  } catch {
    // Private mode or a full storage: the settings last for this visit only.
  }
}
