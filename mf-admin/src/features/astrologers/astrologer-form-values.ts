import type { FormikErrors } from 'formik';
import {
  apiPathParamsOf,
  createAstrologerRequestSchema,
  updateAstrologerRequestSchema,
  uploadsRoutes,
  type AdminAstrologer,
  type CreateAstrologerRequest,
  type Gender,
  type UpdateAstrologerRequest,
} from '@astrosetu/contracts';
import { validateWithSchema } from '@astrosetu/web-core/forms';

/** The astrologer form as typed: every field is text, lists are comma-separated and trimmed. */
export interface AstrologerFormValues {
  name: string;
  email: string;
  gender: Gender;
  experience: string;
  specializations: string;
  languages: string;
  description: string;
  ratePerMinute: string;
  availableFrom: string;
  availableTo: string;
  image: string;
  /** Create only: also make a login (role astrologer, same email) with this password. */
  createLogin: boolean;
  password: string;
}

export const emptyAstrologerForm: AstrologerFormValues = {
  name: '',
  email: '',
  gender: 'other',
  experience: '',
  specializations: '',
  languages: '',
  description: '',
  ratePerMinute: '',
  availableFrom: '09:00',
  availableTo: '21:00',
  image: '',
  createLogin: false,
  password: '',
};

/** An avatar the server generated is not an uploaded image: the form shows "none" and keeps it. */
const isUploadedImage = (image: string) => apiPathParamsOf(uploadsRoutes.image, image) !== null;

export function formValuesOf(astrologer: AdminAstrologer): AstrologerFormValues {
  return {
    ...emptyAstrologerForm,
    name: astrologer.name,
    email: astrologer.email,
    gender: astrologer.gender,
    experience: String(astrologer.experience),
    specializations: astrologer.specializations.join(', '),
    languages: astrologer.languages.join(', '),
    description: astrologer.description,
    ratePerMinute: String(astrologer.ratePerMinute),
    availableFrom: astrologer.availableFrom,
    availableTo: astrologer.availableTo,
    image: isUploadedImage(astrologer.image) ? astrologer.image : '',
  };
}

function profileInput(values: AstrologerFormValues) {
  const { createLogin: _createLogin, password: _password, ...profile } = values;
  return profile;
}

/** What the create call takes, before the schema trims, splits and converts it. */
function createInput(values: AstrologerFormValues): CreateAstrologerRequest {
  return { ...profileInput(values), ...(values.createLogin ? { account: { password: values.password } } : {}) } as CreateAstrologerRequest;
}

/** The body of POST /api/admin/astrologers: lists split and trimmed, whole numbers as numbers. */
export function toCreateRequest(values: AstrologerFormValues): CreateAstrologerRequest {
  return createAstrologerRequestSchema.parse(createInput(values));
}

/** The body of PATCH /api/admin/astrologers/{id}: every profile field, parsed the same way. */
export function toUpdateRequest(values: AstrologerFormValues): UpdateAstrologerRequest {
  return updateAstrologerRequestSchema.parse(profileInput(values));
}

const validateCreate = validateWithSchema<AstrologerFormValues>(createAstrologerRequestSchema, createInput);
const validateUpdate = validateWithSchema<AstrologerFormValues>(updateAstrologerRequestSchema, profileInput);

/** The contracts' messages, field by field; the login password's message sits on the password field. */
export function validateAstrologerForm(mode: 'create' | 'edit') {
  return (values: AstrologerFormValues): FormikErrors<AstrologerFormValues> => {
    const errors = (mode === 'create' ? validateCreate : validateUpdate)(values) as FormikErrors<AstrologerFormValues> & { account?: string };
    const { account, ...rest } = errors;
    return account ? { ...rest, password: account } : rest;
  };
}
