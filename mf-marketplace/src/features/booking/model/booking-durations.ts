/** The booking page offers 15, 30 or 45 minutes, 15 by default. */
export const BOOKING_DURATIONS = [15, 30, 45] as const;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
export const DEFAULT_BOOKING_DURATION: BookingDuration = 15;
