// The booking page: astrologer, 15/30/45 minutes, totals and the payment form.
export { BookingView, type BookingViewProps } from './components/booking-view';
export { BOOKING_DURATIONS, DEFAULT_BOOKING_DURATION, type BookingDuration } from './model/booking-durations';
