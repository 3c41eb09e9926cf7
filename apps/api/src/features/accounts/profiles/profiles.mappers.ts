import type { OwnProfile, PublicProfile } from '@teenfreelance/contracts/profiles';
import { roundRating } from '@teenfreelance/contracts/ratings';
import { hasResponseTime, mayShowLocation } from './profiles.policy.ts';
import type { ProfileRow } from './profiles.repository.ts';

/** A profile as anyone sees it: a minor's location is never shown (decision 0018). */
export function toPublicProfileDto(row: ProfileRow): PublicProfile {
  const reviewCount = Number(row.reviewCount);
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.image,
    role: row.role,
    isPro: row.isPro,
    bio: row.bio,
    skills: row.skills,
    responseTime: hasResponseTime(row) ? row.responseTime : null,
    memberSince: row.createdAt.toISOString(),
    averageRating: reviewCount > 0 ? roundRating(Number(row.ratingTotal) / reviewCount) : 0,
    reviewCount,
    serviceCount: Number(row.serviceCount),
    location: mayShowLocation(row) && (row.city || row.country) ? { city: row.city, country: row.country } : null,
  };
}

/** The owner's own profile, with every private field. */
export function toOwnProfileDto(row: ProfileRow): OwnProfile {
  return {
    ...toPublicProfileDto(row),
    // The owner sees their own location whatever their age.
    location: row.city || row.country ? { city: row.city, country: row.country } : null,
    email: row.email,
    phone: row.phone,
    personalInfo: { firstName: row.firstName, lastName: row.lastName, city: row.city, country: row.country },
    isMinor: row.isMinor,
    dateOfBirth: row.dateOfBirth,
    parentalConsent: row.parentalConsent,
    provider: row.hasPassword ? 'password' : 'google',
    messageEmails: row.messageEmails,
  };
}
