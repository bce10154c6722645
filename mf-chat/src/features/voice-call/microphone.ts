/** Why the microphone cannot be used: the browser's answer, or none at all. */
export type MicrophoneProblem = 'denied' | 'missing' | 'unsupported' | 'busy';

/**
 * The microphone with the processing a voice call wants (echo cancellation, noise suppression, automatic gain).
 * A refusal comes back as the problem to explain, never as an exception.
 */
export async function openMicrophone(): Promise<{ stream: MediaStream } | { problem: MicrophoneProblem }> {
  if (!navigator.mediaDevices?.getUserMedia) return { problem: 'unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true }, video: false });
    return { stream };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') return { problem: 'denied' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return { problem: 'missing' };
    if (name === 'NotReadableError' || name === 'AbortError') return { problem: 'busy' };
    return { problem: 'unsupported' };
  }
}
