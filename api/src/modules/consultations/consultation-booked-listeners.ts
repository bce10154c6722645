import type { ConsultationRecord } from './consultation.repository';

type BookedListener = (booked: ConsultationRecord) => Promise<void>;

/**
 * Modules that care when a customer books a session (the waitlist takes the customer out of every queue)
 * register here, so the consultations module does not import them. Listeners run after the booking has
 * committed; the booking waits for them (so its answer already reflects them), and a listener's failure is
 * reported to `onError`, never to the customer whose booking stands.
 */
const listeners = new Set<{ listener: BookedListener; onError: (error: unknown) => void }>();

export function onConsultationBooked(listener: BookedListener, onError: (error: unknown) => void): () => void {
  const entry = { listener, onError };
  listeners.add(entry);
  return () => listeners.delete(entry);
}

export async function notifyConsultationBooked(booked: ConsultationRecord): Promise<void> {
  await Promise.all([...listeners].map(({ listener, onError }) => listener(booked).catch(onError)));
}
