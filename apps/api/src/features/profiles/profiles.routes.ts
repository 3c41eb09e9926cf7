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
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../http/auth-guard.ts';
import { unauthenticated } from '../../http/errors.ts';
import { IMAGE_MULTIPART_OPTIONS, readUploadedImage } from '../../http/uploads.ts';
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
  await app.register(multipart, IMAGE_MULTIPART_OPTIONS);

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
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { avatarUrl: await profilesService.replaceAvatar(user, () => readUploadedImage(request)) };
    },
  );
};
