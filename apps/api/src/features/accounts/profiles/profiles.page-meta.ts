import { SITE_NAME, type PageMeta } from '@teenfreelance/contracts/page-heads';
import { PAGES, documentTitle } from '@teenfreelance/contracts/pages';
import { BIO_COLLAPSED_LENGTH, type PublicProfileResponse } from '@teenfreelance/contracts/profiles';

/**
 * The <head> of /profile/{id}, from the page's own answer for the public profile (its first read,
 * as the gig and job pages do): the profile is read once per page view, and only the public
 * profile, so no private field and no minor's location or age can reach a link preview. No answer
 * (an unknown or malformed id) is a page that is not there.
 */
export function profilePageMetaFrom(answer: PublicProfileResponse | undefined): PageMeta | null {
  const profile = answer?.profile;
  if (!profile) return null;
  const who = profile.role === 'freelancer' ? 'Teen freelancer' : 'Member';
  const bio = profile.bio ? ` ${profile.bio.slice(0, BIO_COLLAPSED_LENGTH * 1.5)}` : '';
  return {
    title: documentTitle(PAGES.userProfile, profile.name),
    description: `${who} on ${SITE_NAME}.${bio}`.trim(),
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
}
