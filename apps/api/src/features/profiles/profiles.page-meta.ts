import type { PageMetaResolver } from '@teenfreelance/contracts/page-heads';
import { BIO_COLLAPSED_LENGTH } from '@teenfreelance/contracts/profiles';
import { AppError } from '../../http/errors.ts';
import type { ProfilesService } from './profiles.service.ts';

const SITE = 'TeenFreelance';

/**
 * The <head> of /profile/{id}: built from the public profile only, so no
 * private field and no minor's location or age can reach a link preview.
 */
export function createProfilePageMetaResolver(profilesService: ProfilesService): PageMetaResolver {
  return async ({ id }) => {
    if (!id || id.length > 64) return null;
    try {
      const profile = await profilesService.getPublicProfile(id);
      const who = profile.role === 'freelancer' ? 'Teen freelancer' : 'Member';
      const bio = profile.bio ? ` ${profile.bio.slice(0, BIO_COLLAPSED_LENGTH * 1.5)}` : '';
      return {
        title: `${profile.name} | ${SITE}`,
        description: `${who} on ${SITE}.${bio}`.trim(),
        status: 200,
        type: 'profile',
        ...(profile.avatarUrl ? { image: profile.avatarUrl } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          mainEntity: {
            '@type': 'Person',
            name: profile.name,
            ...(profile.avatarUrl ? { image: profile.avatarUrl } : {}),
          },
        },
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };
}
