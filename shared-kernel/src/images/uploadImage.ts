import { userApi } from '../http';
import type { ImagePurpose, UploadedImage } from '../isomorphic/channels';

/**
 * Sends a chosen photo to `POST /api/files/images?purpose=`: the server checks it is an image, re-encodes and
 * resizes it for its purpose, and drops its location data. Refusals come back as the API's M-code
 * (M0140 too large, M1120 not an image).
 */
export async function uploadImage(file: Blob, purpose: ImagePurpose): Promise<UploadedImage> {
  const response = await userApi.post<UploadedImage>('/api/files/images', file, {
    params: { purpose },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return response.data;
}
