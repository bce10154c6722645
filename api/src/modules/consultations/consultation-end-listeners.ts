import type { ConsultationRecord } from './consultation.repository';

type EndListener = (ended: ConsultationRecord) => void;

/**
 * Modules that care when a session ends (the waitlist calls the next customer) register here, so the
 * consultations module does not import them. Listeners run after the end has committed and must not throw.
 */
const listeners = new Set<EndListener>();

export function onConsultationEnded(listener: EndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyConsultationEnded(ended: ConsultationRecord): void {
  for (const listener of listeners) listener(ended);
}
