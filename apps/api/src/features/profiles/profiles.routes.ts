import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  avatarResponseSchema,
  ownProfileResponseSchema,
  PROFILE_MESSAGES,
  profileIdParamsSchema,
  profileUpdateSchema,
  publicProfileResponseSchema,
} from '@teenfreelance/contracts/profiles';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../http/auth-guard.ts';
import { AppError, unauthenticated } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProfilesService } from './profiles.service.ts';

export interface ProfilesRoutesOptions {
  authService: AuthService;
  profilesService: ProfilesService;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (
  app,
  { authService, profilesService },
) => {
  // Scoped to this plugin: only the avatar route accepts multipart bodies here.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });

  /** The caller, or 401 with the specification's words. */
  async function signedIn(request: FastifyRequest) {
    const user = await optionalUser(authService, request);
    if (!user) throw unauthenticated(PROFILE_MESSAGES.noUser);
    return user;
  }

  app.get(
    '/api/profiles/me',
    {
      schema: {
        tags: ['profiles'],
        summary: "The signed-in user's own profile, with private fields",
        response: { 200: ownProfileResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { profile: await profilesService.getOwnProfile(await signedIn(request)) };
    },
  );

  app.patch(
    '/api/profiles/me',
    {
      schema: {
        tags: ['profiles'],
        summary: "Edit the signed-in user's profile",
        body: profileUpdateSchema,
        response: { 200: ownProfileResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { profile: await profilesService.updateProfile(user, user.id, request.body) };
    },
  );

  app.patch(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Edit a profile by id: only its owner may (403 for anyone else)',
        params: profileIdParamsSchema,
        body: profileUpdateSchema,
        response: { 200: ownProfileResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { profile: await profilesService.updateProfile(user, request.params.id, request.body) };
    },
  );

  app.get(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "Anyone's public profile (no private fields; no location for minors)",
        params: profileIdParamsSchema,
        response: { 200: publicProfileResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ profile: await profilesService.getPublicProfile(request.params.id) }),
  );

  app.post(
    '/api/profiles/me/avatar',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profiles'],
        summary: 'Upload a new profile picture (multipart, one image field `file`)',
        consumes: ['multipart/form-data'],
        response: {
          200: avatarResponseSchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
      }
      const file = await request.file();
      if (!file || file.fieldname !== UPLOAD_LIMITS.fieldName) {
        throw new AppError('VALIDATION_FAILED', 'Choose an image to upload', [
          { path: UPLOAD_LIMITS.fieldName, message: 'Choose an image to upload' },
        ]);
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be 5 MB or smaller');
      }
      return { avatarUrl: await profilesService.replaceAvatar(user, data) };
    },
  );
};
