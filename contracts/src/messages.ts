import { validationText } from './validation-text';

/** Validation messages, shared by the API and every form (docs/product-rules.md#validation). */
export const messages = {
  invalidEmail: validationText('email.invalid'),
  passwordMin: validationText('password.min'),
  usernameMin: validationText('username.min'),
  phoneMin: validationText('phone.min'),
  phoneFormat: validationText('phone.format'),
  currentPasswordRequired: validationText('password.currentRequired'),
  confirmPasswordRequired: validationText('password.confirmRequired'),
  passwordsDontMatch: validationText('password.mismatch'),
  nameMin: validationText('name.min'),
  dateOfBirthRequired: validationText('birth.dateRequired'),
  timeOfBirthRequired: validationText('birth.timeRequired'),
  placeOfBirthRequired: validationText('birth.placeRequired'),
  titleRequired: validationText('article.titleRequired'),
  contentRequired: validationText('article.contentRequired'),
  excerptRequired: validationText('article.excerptRequired'),
  categoryRequired: validationText('article.categoryRequired'),
  languageRequired: validationText('article.languageRequired'),
  imageTooLarge: validationText('common.imageTooLarge'),
  required: validationText('common.required'),
  invalidInput: validationText('common.invalidInput'),
} as const;
