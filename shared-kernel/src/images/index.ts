export { uploadImage } from './uploadImage';
export { ProtectedImage, useProtectedImage } from './ProtectedImage';
