import type { Astrologer, ConsultationChannel } from '@astrosetu/contracts';

export type ChannelRated = Pick<Astrologer, 'ratePerMinute' | 'takesCalls' | 'callRatePerMinute'>;

/** Whether the astrologer can be booked for a call (the server answers 409 for a call with anyone else). */
export function takesCalls(astrologer: ChannelRated): boolean {
  return astrologer.takesCalls && astrologer.callRatePerMinute !== null;
}

/** The channels an astrologer offers, each with its own rate (whole rupees): chat always, call only when they take calls. */
export function channelRates(astrologer: ChannelRated): { channel: ConsultationChannel; rate: number }[] {
  const rates: { channel: ConsultationChannel; rate: number }[] = [{ channel: 'chat', rate: astrologer.ratePerMinute }];
  if (takesCalls(astrologer) && astrologer.callRatePerMinute !== null) rates.push({ channel: 'call', rate: astrologer.callRatePerMinute });
  return rates;
}

/** The rate a package on `channel` is priced at, as the server prices it (the chat rate for anyone who takes no calls). */
export function rateOf(astrologer: ChannelRated, channel: ConsultationChannel): number {
  return channel === 'call' && takesCalls(astrologer) && astrologer.callRatePerMinute !== null ? astrologer.callRatePerMinute : astrologer.ratePerMinute;
}
