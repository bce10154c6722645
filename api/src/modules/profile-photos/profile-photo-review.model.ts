import { model, Schema } from 'mongoose';

/**
 * An astrologer's new profile photo under review, one per astrologer (issue 33). 'pending': `file` names the
 * re-encoded photo in the private pending store; 'rejected': the file is gone and `reason` is what the admin
 * told the astrologer. An approved photo leaves no review behind: it is the profile's image.
 */
export interface ProfilePhotoReviewDocument {
  /** The astrologer's id. */
  _id: number;
  status: 'pending' | 'rejected';
  file?: string;
  submittedAt: Date;
  reason?: string;
  decidedAt?: Date;
  decidedBy?: number;
}

const profilePhotoReviewSchema = new Schema<ProfilePhotoReviewDocument>(
  {
    _id: { type: Number, required: true },
    status: { type: String, enum: ['pending', 'rejected'], required: true },
    file: { type: String },
    submittedAt: { type: Date, required: true },
    reason: { type: String },
    decidedAt: { type: Date },
    decidedBy: { type: Number },
  },
  { versionKey: false },
);
profilePhotoReviewSchema.index({ status: 1, submittedAt: 1 });

export const ProfilePhotoReviewModel = model<ProfilePhotoReviewDocument>('ProfilePhotoReview', profilePhotoReviewSchema, 'profile_photo_reviews');
