// @astrosetu/web-core/files: files that need the session or leave the page: downloads, private images and the payment gateway's
// form post. A deep entry, kept off the first visit.
export { saveBlob, downloadWithSession, fileSlug } from './save-file';
export { postToGateway, hasGatewayEssentials, INVALID_PAYMENT_DATA, FORM_POST_RETRY_MS, FORM_REMOVAL_MS, type GatewayPostOptions } from './post-to-gateway';
export { usePrivateImage, type PrivateImage } from './use-private-image';
