import type { User } from '@astrosetu/contracts';

/** The profile form's fields (the email changes only through its verification dialog). */
export interface ProfileFormValues {
  username: string;
  phone: string;
  dateOfBirth: string;
  timeOfBirth: string;
  placeOfBirth: string;
  bio: string;
  preferredLanguages: string[];
  /** GST state code, '' when not given (docs/tax.md: the place of supply of the customer's tax invoices). */
  billingState: string;
}

export function profileFormValuesOf(user: User): ProfileFormValues {
  return {
    username: user.username,
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    timeOfBirth: user.timeOfBirth ?? '',
    placeOfBirth: user.placeOfBirth ?? '',
    bio: user.bio ?? '',
    preferredLanguages: user.preferredLanguages ?? [],
    billingState: user.billingState ?? '',
  };
}
