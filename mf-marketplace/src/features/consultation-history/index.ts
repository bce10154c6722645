// Consultation history: stats, live sessions with Resume / End Session, past sessions with details.
export { ConsultationHistoryView } from './components/consultation-history-view';
