import { useCallback, useState } from 'react';
import { readChatPreferences, writeChatPreferences, type ChatPreferences } from './chat-preferences';

/** The signed-in user's chat settings, kept in this browser per user. */
export function useChatPreferences(userId: number): [ChatPreferences, (change: Partial<ChatPreferences>) => void] {
  const [preferences, setPreferences] = useState(() => readChatPreferences(userId));
  const update = useCallback(
    (change: Partial<ChatPreferences>) => {
      setPreferences((current) => {
        const next = { ...current, ...change };
        writeChatPreferences(userId, next);
        return next;
      });
    },
    [userId],
  );
  return [preferences, update];
}
