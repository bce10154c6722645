export { useSessionCountdown } from './use-session-countdown';
export { remainingSecondsAt, type CountdownClock } from './session-countdown';
