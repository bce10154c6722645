export { ReviewReplies } from './review-replies';
