import type { OwnAstrologerProfile, UpdateOwnAstrologerProfileRequest } from '@astrosetu/contracts';
import type { MarketplaceTranslate } from '../../../locales/use-text';

/**
 * The listing form's fields as typed: lists are comma-separated and the rate is text, as the contracts'
 * schema accepts them (it splits, trims and converts).
 */
export interface AstrologerProfileFormValues {
  description: string;
  specializations: string;
  languages: string;
  ratePerMinute: string;
  /** "Take voice calls": off sends callRatePerMinute null (the astrologer stops taking calls). */
  takesCalls: boolean;
  /** The call rate, within the same limits as the chat rate; read only while takesCalls is on. */
  callRatePerMinute: string;
  availableFrom: string;
  availableTo: string;
}

export function astrologerProfileFormValuesOf(profile: OwnAstrologerProfile): AstrologerProfileFormValues {
  return {
    description: profile.description,
    specializations: profile.specializations.join(', '),
    languages: profile.languages.join(', '),
    ratePerMinute: String(profile.ratePerMinute),
    takesCalls: profile.takesCalls && profile.callRatePerMinute !== null,
    callRatePerMinute: profile.callRatePerMinute === null ? '' : String(profile.callRatePerMinute),
    availableFrom: profile.availableFrom,
    availableTo: profile.availableTo,
  };
}

/** What PATCH /api/astrologer/profile is sent: the call rate, or null when the switch is off. */
export function astrologerProfileRequestOf(values: AstrologerProfileFormValues): UpdateOwnAstrologerProfileRequest {
  const { takesCalls, callRatePerMinute, ...listing } = values;
  // The schema converts the typed text to whole rupees (as it does the chat rate).
  return { ...listing, callRatePerMinute: takesCalls ? (callRatePerMinute as unknown as number) : null } as UpdateOwnAstrologerProfileRequest;
}

/** The same words the server answers with when the rate is outside the admin's limits. */
export function rateOutsideLimitsMessage({ min, max }: OwnAstrologerProfile['rateLimits'], t: MarketplaceTranslate): string {
  return t('astrologerProfile.form.rateOutside', { min, max });
}
