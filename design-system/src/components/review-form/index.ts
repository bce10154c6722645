export { ReviewForm, type ReviewFormProps, type ReviewFormValues } from './review-form';
