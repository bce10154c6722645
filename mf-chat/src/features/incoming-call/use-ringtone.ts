import { useEffect } from 'react';
import { playChime } from '../../shared/sound/play-chime';

/** How often the chime repeats while a call rings. */
export const RING_REPEAT_MS = 2500;

/** The chat's chime, again and again while `ringing` (only when the astrologer keeps sound on). */
export function useRingtone(ringing: boolean, soundEnabled: boolean): void {
  useEffect(() => {
    if (!ringing || !soundEnabled) return undefined;
    playChime();
    const timer = setInterval(playChime, RING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, soundEnabled]);
}
