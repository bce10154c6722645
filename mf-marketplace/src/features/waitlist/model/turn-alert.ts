/**
 * How a customer's turn reaches them besides the banner: a short tone (Web Audio API, no file to download) and a
 * browser notification when they allowed it. Browsers play sound only after a tap on the page, so the join tap
 * prepares the audio (`prepareTurnAlerts`) and asks for notifications then, never on page load.
 */

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    audio = new Context();
  } catch {
    return null;
  }
  return audio;
}

/** Called from the tap that joins a queue: unlocks the audio and asks (once) whether notifications may be shown. */
export function prepareTurnAlerts(): void {
  const context = audioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  }
}

/** Two short rising beeps (about 0.6 s), quiet enough not to startle. Silent where the browser allows no sound. */
export function playTurnTone(): void {
  const context = audioContext();
  if (!context) return;
  try {
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    [660, 880].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + index * 0.3;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.26);
    });
  } catch {
    // A browser that refuses audio still shows the banner.
  }
}

/** A system notification when the customer allowed them (e.g. the tab is in the background); clicking it brings the tab forward. */
export function notifyTurn(title: string, body: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag, requireInteraction: true });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the banner and the tone remain.
  }
}
