import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  channelLimits,
  imageParamsSchema,
  imagePurposes,
  imageUploadQuerySchema,
  type ImagePurpose,
  type UploadedImage,
} from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import type { FloodGuard } from '../../platform/http/flood-limits';
import { ImageStoreUnavailableError, type ImageStore } from './image-store';
import { processImage } from './image-processing';
import { insertStoredImage, visibleImage } from './stored-images';

export interface ImageRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  images: ImageStore;
  floods: FloodGuard;
}

const tags = ['images'];
const base = '/api/files/images';

export const imageUrl = (imageId: string): string => `${base}/${imageId}`;

const uploadedImageSchema = {
  type: 'object',
  required: ['imageId', 'url', 'width', 'height', 'purpose'],
  properties: {
    imageId: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: 'GET it with the bearer token' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    purpose: { type: 'string', enum: [...imagePurposes] },
  },
} as const;

/** Content types taken as raw bytes; what they hold is decided by decoding, not by the header. */
const rawImageTypes = ['application/octet-stream', /^image\/[\w.+-]+$/i] as const;

const isFastifyError = (error: unknown): error is FastifyError => error instanceof Error && 'code' in error;

/**
 * `/api/files/images` (issue 14): uploading a photo (raw bytes, re-encoded and resized for its purpose, stripped
 * of its metadata) and fetching one the caller may see. Registered on its own, so that its body parser and error
 * translation touch no other route.
 */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (
  app,
  { db, authenticateUser, now, images, floods },
) => {
  for (const contentType of rawImageTypes) {
    app.addContentTypeParser(
      contentType,
      { parseAs: 'buffer', bodyLimit: channelLimits.uploadBytes },
      (_request, body, done) => done(null, body),
    );
  }
  // Fastify refuses a body over the limit before any handler runs; the app's envelope would call that a bad
  // request (M0187), where the person needs to hear that the photo is too large (M0140). A store that is down is
  // the operator's problem, told to the person as "try again shortly" (503 M1205), not as a server fault.
  app.setErrorHandler((error, request) => {
    if (isFastifyError(error) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new ApiError(413, 'M0140');
    if (error instanceof ImageStoreUnavailableError) {
      request.log.error({ err: error }, 'image store unavailable');
      throw new ApiError(503, errorCodes.imageStoreUnavailable);
    }
    throw error;
  });

  app.post<{ Querystring: { purpose: ImagePurpose } }>(
    base,
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      // Counted before decoding: the decoding and the storing are what a flood of uploads would cost.
      preHandler: floods.limit('imageUploads'),
      bodyLimit: channelLimits.uploadBytes,
      schema: {
        summary:
          'Uploads a photo: the raw bytes as the body, resized for its purpose, stored without metadata',
        description:
          'Body: the image bytes (Content-Type image/* or application/octet-stream), at most 10 MiB. The image ' +
          'is decoded, turned upright, fitted inside the longest side of its purpose (default 1000, ' +
          'channelProfile 320, channelBackground 960, userProfile 160, board 1000; never enlarged) and ' +
          're-encoded as JPEG, or PNG when it has transparency; every metadata block (EXIF with GPS) is dropped. ' +
          'Not an image: 400 M1120; over 10 MiB or over 64 megapixels: 413 M0140; the photo store down: 503 M1205 ' +
          `(nothing kept). ${floods.describe('imageUploads')}`,
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: imageUploadQuerySchema,
        response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply): Promise<UploadedImage> => {
      const { purpose } = request.query;
      if (!Buffer.isBuffer(request.body)) throw new ApiError(400, 'M1120');
      const image = await processImage(request.body, purpose);
      const imageId = randomUUID();
      const storageKey = `${imageId}.${image.extension}`;
      // Bytes first: a row never names bytes that are not there. Bytes whose row failed are removed again.
      await images.put(storageKey, image.bytes, image.contentType);
      try {
        await insertStoredImage(
          db,
          {
            imageId,
            ownerUserId: principalOf(request).userId,
            purpose,
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            byteSize: image.bytes.length,
            storageKey,
          },
          now(),
        );
      } catch (error) {
        await images.delete(storageKey).catch((cleanup: unknown) => {
          request.log.error({ err: cleanup, storageKey }, 'could not remove the bytes of an unsaved image');
        });
        throw error;
      }
      reply.status(201);
      return { imageId, url: imageUrl(imageId), width: image.width, height: image.height, purpose };
    },
  );

  app.get<{ Params: { imageId: string } }>(
    `${base}/:imageId`,
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'An image’s bytes, for its uploader and the channels that show it',
        description:
          'Visible to its uploader, to members of a channel whose profile or background it is (and to a person ' +
          'invited to that channel), and to members of a channel where a post shows it; anyone else: 404 ' +
          'M0044, whether it exists or not; the photo store down: 503 M1205. Sent with Cache-Control: private.',
        tags,
        security: [{ bearer: [scopes.read] }],
        params: imageParamsSchema,
        response: {
          200: { description: 'The image (image/jpeg or image/png)', type: 'string', format: 'binary' },
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const image = await visibleImage(db, userId, request.params.imageId);
      const bytes = image ? await images.get(image.storageKey) : null;
      if (!image || !bytes) {
        if (image) request.log.error({ storageKey: image.storageKey }, 'image row without bytes');
        throw new ApiError(404, 'M0044');
      }
      return reply
        .type(image.contentType)
        .headers({ 'cache-control': 'private', 'x-content-type-options': 'nosniff' })
        .send(bytes);
    },
  );
};
