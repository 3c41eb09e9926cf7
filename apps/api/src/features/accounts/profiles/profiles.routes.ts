import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import { refusingContactDetailsInName } from '@teenfreelance/contracts/screening/display-name';
import {
  avatarResponseSchema,
  ownProfileResponseSchema,
  PROFILE_MESSAGES,
  profileIdParamsSchema,
  profileUpdateSchema,
  publicProfileResponseSchema,
  OWN_PROFILE_PATH,
  OWN_AVATAR_PATH,
} from '@teenfreelance/contracts/profiles';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { IMAGE_MULTIPART_OPTIONS, readUploadedImage } from '../../../http/uploads.ts';
import type { ProfilesService } from './profiles.service.ts';
import { profilePath } from '@teenfreelance/contracts/api-paths';

export interface ProfilesRoutesOptions {
  guard: AuthGuard;
  profilesService: ProfilesService;
}

/** The edit schema, plus the server's screening of the name (docs/decisions/0062, "Names"). */
const profileUpdateBody = refusingContactDetailsInName(profileUpdateSchema);

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { guard, profilesService }) => {
  // Scoped to this plugin: only the avatar route accepts multipart bodies here.
  await app.register(multipart, IMAGE_MULTIPART_OPTIONS);

  app.get(
    profilePath.pattern,
    {
      schema: {
        tags: ['profiles'],
        summary: "Anyone's public profile (no private fields; no location for minors)",
        params: profileIdParamsSchema,
        response: { 200: publicProfileResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      profile: await profilesService.getPublicProfile(request.params.id, await guard.optionalUser(request)),
    }),
  );

  // The signed-in user's own profile. Its guard runs after validation: these routes have always answered a
  // malformed request 400 before asking who sent it, and a visitor gets 401 in the specification's words.
  await guard.guardedGroup(
    app,
    async (scope, userOf) => {
      scope.get(
        OWN_PROFILE_PATH,
        {
          // Never stored by a cache, the visitor's 401 too (as when the handler set it).
          onRequest: async (_request, reply) => {
            void reply.header('cache-control', 'no-store');
          },
          schema: {
            tags: ['profiles'],
            summary: "The signed-in user's own profile, with private fields",
            response: { 200: ownProfileResponseSchema, 401: errorBodySchema },
          },
        },
        async (request) => ({ profile: await profilesService.getOwnProfile(userOf(request)) }),
      );

      scope.patch(
        OWN_PROFILE_PATH,
        {
          schema: {
            tags: ['profiles'],
            summary: "Edit the signed-in user's profile",
            body: profileUpdateBody,
            response: { 200: ownProfileResponseSchema, ...errors, 422: errorBodySchema },
          },
        },
        async (request) => {
          const user = userOf(request);
          return { profile: await profilesService.updateProfile(user, user.id, request.body) };
        },
      );

      scope.patch(
        profilePath.pattern,
        {
          schema: {
            tags: ['profiles'],
            summary: 'Edit a profile by id: only its owner may (403 for anyone else)',
            params: profileIdParamsSchema,
            body: profileUpdateBody,
            response: { 200: ownProfileResponseSchema, ...errors, 422: errorBodySchema },
          },
        },
        async (request) => {
          const user = userOf(request);
          return { profile: await profilesService.updateProfile(user, request.params.id, request.body) };
        },
      );

      scope.post(
        OWN_AVATAR_PATH,
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
          const user = userOf(request);
          return { avatarUrl: await profilesService.replaceAvatar(user, () => readUploadedImage(request)) };
        },
      );
    },
    { unauthenticatedMessage: PROFILE_MESSAGES.noUser, runs: 'preHandler' },
  );
};
