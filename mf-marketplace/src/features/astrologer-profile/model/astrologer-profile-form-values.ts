import type { OwnAstrologerProfile } from '@astrosetu/contracts';
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
  availableFrom: string;
  availableTo: string;
}

export function astrologerProfileFormValuesOf(profile: OwnAstrologerProfile): AstrologerProfileFormValues {
  return {
    description: profile.description,
    specializations: profile.specializations.join(', '),
    languages: profile.languages.join(', '),
    ratePerMinute: String(profile.ratePerMinute),
    availableFrom: profile.availableFrom,
    availableTo: profile.availableTo,
  };
}

/** The same words the server answers with when the rate is outside the admin's limits. */
export function rateOutsideLimitsMessage({ min, max }: OwnAstrologerProfile['rateLimits'], t: MarketplaceTranslate): string {
  return t('astrologerProfile.form.rateOutside', { min, max });
}
