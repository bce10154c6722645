export { useActiveConsultation, type ActiveConsultation } from './use-active-consultation';
