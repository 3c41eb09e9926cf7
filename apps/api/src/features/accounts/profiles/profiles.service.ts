import type { OwnProfile, ProfileUpdate, PublicProfile } from '@teenfreelance/contracts/profiles';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { forbidden, notFound, unprocessable } from '../../../http/errors.ts';
import { primaryReads, readFreshEnough, type CatalogueReads } from '../../../http/read-routing.ts';
import { assertAcceptableImage, removeAvatarImage, storeAvatarImage } from '../../../platform/storage/images.ts';
import type { RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import { toOwnProfileDto, toPublicProfileDto } from './profiles.mappers.ts';
import { canEditProfile, hasResponseTime } from './profiles.policy.ts';
import { findProfileRow, updateProfileRow, type ProfileChanges, type ProfileRow } from './profiles.repository.ts';
import type { Reader, ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { ObjectStorage } from '../../../platform/storage/object-storage.ts';

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

export interface ProfilesService {
  /** Anyone's public profile, as `reader` (null: a visitor) sees it: to a teen, name, bio and skills screened. */
  getPublicProfile(userId: string, reader?: (Reader & { id?: string }) | null): Promise<PublicProfile>;
  /** The caller's own profile with every private field. */
  getOwnProfile(actor: SessionUser): Promise<OwnProfile>;
  /** Edits a profile; only the owner may (403 otherwise). */
  updateProfile(actor: SessionUser, userId: string, input: ProfileUpdate): Promise<OwnProfile>;
  /**
   * Checks, re-encodes and stores a new avatar; answers its URL. The per-user
   * upload limit is checked before `readImage` reads the body.
   */
  replaceAvatar(actor: SessionUser, readImage: () => Promise<Buffer>): Promise<string>;
}

export interface ProfilesServiceDeps {
  db: Database;
  /** Public profiles read a replica when there is one; one's own, the primary (decision 0090). */
  reads?: CatalogueReads;
  /** Where avatar files are kept (DATA_DIR/uploads, or the bucket: decision 0081). */
  storage: ObjectStorage;
  rateLimits: RateLimitsService;
  clock: Clock;
  /** What a teen reads of someone's profile (decision 0065). */
  screening: ReaderScreening;
}

export function createProfilesService({
  db,
  reads,
  storage,
  rateLimits,
  clock,
  screening,
}: ProfilesServiceDeps): ProfilesService {
  async function loadRow(userId: string): Promise<ProfileRow> {
    const row = await findProfileRow(db, userId);
    if (!row) throw notFound('Profile');
    return row;
  }

  return {
    async getPublicProfile(userId, reader = null) {
      const from = reader?.id === userId || !reads ? primaryReads(db) : reads;
      const { row } = await readFreshEnough(from, async (read) => (await findProfileRow(read, userId)) ?? undefined);
      if (!row) throw notFound('Profile');
      // A Google sign-up that is not completed is no one's profile yet.
      if (row.signupPending) throw notFound('Profile');
      const profile = toPublicProfileDto(row);
      if (!reader?.isMinor) return profile;
      const shown = (text: string) => screening.shown(text, { reader }).text;
      return {
        ...profile,
        name: shown(profile.name),
        bio: profile.bio === null ? null : shown(profile.bio),
        skills: profile.skills.map(shown),
      };
    },

    async getOwnProfile(actor) {
      return toOwnProfileDto(await loadRow(actor.id));
    },

    async updateProfile(actor, userId, input) {
      if (!canEditProfile(actor, userId)) throw forbidden('You can only edit your own profile');
      if (input.responseTime !== undefined && input.responseTime !== null && !hasResponseTime(actor)) {
        throw unprocessable('Only freelancers have a response time');
      }
      const changes: ProfileChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.bio !== undefined) changes.bio = blankToNull(input.bio) ?? null;
      if (input.skills !== undefined) changes.skills = input.skills;
      if (input.responseTime !== undefined) changes.responseTime = input.responseTime;
      if (input.phone !== undefined) changes.phone = blankToNull(input.phone) ?? null;
      if (input.messageEmails !== undefined) changes.messageEmails = input.messageEmails;
      if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
      const info = input.personalInfo;
      if (info) {
        if (info.firstName !== undefined) changes.firstName = blankToNull(info.firstName) ?? null;
        if (info.lastName !== undefined) changes.lastName = blankToNull(info.lastName) ?? null;
        if (info.city !== undefined) changes.city = blankToNull(info.city) ?? null;
        if (info.country !== undefined) changes.country = blankToNull(info.country) ?? null;
      }
      if (Object.keys(changes).length > 0) await updateProfileRow(db, userId, changes, clock.now());
      return toOwnProfileDto(await loadRow(userId));
    },

    async replaceAvatar(actor, readImage) {
      // The same per-user quota as gig pictures; the old avatar is removed below, so none pile up.
      await rateLimits.assertUploadAllowed(actor.id);
      const data = await readImage();
      await assertAcceptableImage(data);
      const { url } = await storeAvatarImage(storage, data);
      await updateProfileRow(db, actor.id, { image: url }, clock.now());
      // The session user was read from the database for this request: its picture is the one replaced.
      await removeAvatarImage(storage, actor.avatarUrl);
      return url;
    },
  };
}
