import {
  GIG_MESSAGES,
  type GigCard,
  type GigDetail,
  type GigEvent,
  type GigLimit,
  type gigInputSchema,
  type gigUpdateInputSchema,
} from '@teenfreelance/contracts/gigs';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { publish } from '../../realtime/realtime.ts';
import { findCardsByIds, findSellerCards } from './gig-cards.repository.ts';
import { findUsableUploads } from './gig-pictures.repository.ts';
import { toCard, toGigDetail, toImage } from './gigs.mappers.ts';
import { canCreateGig, canDeleteGig, canEditGig, canSeePrivateGig, gigLimitFor, isGigPublic } from './gigs.policy.ts';
import {
  countActiveGigs,
  findGigImages,
  findGigWithSeller,
  findSellerGigStates,
  findSellerRating,
  findSellerStanding,
  insertGig,
  isFavorite,
  lockSeller,
  replaceGigImages,
  updateGigRow,
} from './gigs.repository.ts';

/** The realtime channel of gig events (GET /api/events). */
export const GIG_EVENTS_CHANNEL = 'gigs';

export interface GigsDeps {
  db: Database;
  uploadsDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Malformed ids are unknown ids: 404, never a database error. */
export const isGigId = (id: string): boolean => UUID.test(id);

/** The gig page; 404 when unknown, deleted, or not public (unless the viewer owns it). */
export async function getGigDetail(db: Database, id: string, viewer: SessionUser | null): Promise<GigDetail> {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || found.gig.deletedAt) throw notFound('Gig');
  const { gig, seller } = found;
  if (!gig.isPublic && !canSeePrivateGig(viewer, gig)) throw notFound('Gig');
  const [images, sellerRating, favorite] = await Promise.all([
    findGigImages(db, id),
    findSellerRating(db, seller.id),
    viewer ? isFavorite(db, viewer.id, id) : Promise.resolve(false),
  ]);
  return toGigDetail(found, images.map(toImage), sellerRating, {
    user: viewer,
    isFavorite: favorite,
    canDelete: viewer ? canDeleteGig(viewer, gig) : false,
  });
}

/** A seller's gigs; the owner also sees their drafts and gigs awaiting consent. */
export async function listSellerGigs(db: Database, sellerId: string, viewer: SessionUser | null): Promise<GigCard[]> {
  const seller = await findSellerStanding(db, sellerId);
  if (!seller) throw notFound('User');
  const rows = await findSellerCards(db, sellerId, viewer?.id === sellerId);
  return rows.map(toCard);
}

/** Public gigs among `ids`, in the order of `ids` (favourites). */
export async function publicCardsByIds(db: DbOrTx, ids: string[]): Promise<GigCard[]> {
  const rows = await findCardsByIds(db, ids);
  const byId = new Map(rows.filter((r) => r.isPublic).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** Throws 404 unless the gig exists and is public. */
export async function assertPublicGig(db: DbOrTx, id: string): Promise<void> {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || !found.gig.isPublic) throw notFound('Gig');
}

export async function gigLimit(db: Database, user: SessionUser): Promise<GigLimit> {
  // The session user was read from the database for this request, plan included.
  const used = await countActiveGigs(db, user.id);
  const limit = gigLimitFor(user.isPro);
  return { used, limit, isPro: user.isPro, reached: used >= limit };
}

async function emit(db: DbOrTx, event: GigEvent): Promise<void> {
  await publish(db, GIG_EVENTS_CHANNEL, event);
}

type GigInputData = z.output<typeof gigInputSchema>;
type GigUpdateData = z.output<typeof gigUpdateInputSchema>;

/** Resolves image ids to the caller's uploads (or this gig's current pictures), in order. */
async function resolveImages(tx: DbOrTx, ownerId: string, ids: string[], gigId: string | null) {
  const current = gigId ? await findGigImages(tx, gigId) : [];
  const currentById = new Map(current.map((c) => [c.id, c]));
  const uploadsById = new Map(
    (
      await findUsableUploads(
        tx,
        ownerId,
        ids.filter((id) => !currentById.has(id)),
        gigId,
      )
    ).map((u) => [u.id, u]),
  );
  return ids.map((id) => {
    const found = currentById.get(id) ?? uploadsById.get(id);
    if (!found) {
      throw unprocessable('One of the images was not uploaded by you or is already used by another gig', {
        imageId: id,
      });
    }
    return { id, storageKey: found.storageKey, width: found.width, height: found.height };
  });
}

/** 403 unless the user may sell (freelancers). */
export function assertCanCreateGig(user: SessionUser): void {
  if (!canCreateGig(user)) throw forbidden('Only freelancers can create gigs');
}

/**
 * Creates a gig for a freelancer. The plan limit counts active (not deleted)
 * gigs, drafts included, and is checked with the seller's row locked so two
 * parallel creates cannot both pass. A seller awaiting parental consent gets a
 * gig that stays private until consent is granted.
 */
export async function createGig(deps: GigsDeps, user: SessionUser, input: GigInputData): Promise<GigDetail> {
  assertCanCreateGig(user);
  const id = await deps.db.transaction(async (tx) => {
    const seller = await lockSeller(tx, user.id);
    if (!seller) throw forbidden('Only freelancers can create gigs');
    const used = await countActiveGigs(tx, user.id);
    const limit = gigLimitFor(seller.isPro);
    if (used >= limit) {
      throw unprocessable(
        seller.isPro
          ? `${GIG_MESSAGES.limitReached}: Pro freelancers can have up to ${limit} active gigs. Delete a gig to create a new one.`
          : `${GIG_MESSAGES.limitReached}: the free plan allows ${limit} active gigs. Upgrade to Pro to create up to 10.`,
        { reason: 'GIG_LIMIT_REACHED', used, limit, isPro: seller.isPro },
      );
    }
    const images = await resolveImages(tx, user.id, input.imageIds, null);
    const isPublic = isGigPublic({ status: input.status, deletedAt: null }, seller);
    const gigId = await insertGig(tx, {
      sellerId: user.id,
      title: input.title,
      shortDescription: input.shortDescription,
      description: input.description,
      priceCents: Math.round(input.price * 100),
      deliveryDays: input.deliveryDays,
      revisions: input.revisions,
      categorySlug: input.category,
      tags: input.tags,
      status: input.status,
      isPublic,
      isPro: seller.isPro,
    });
    await replaceGigImages(tx, gigId, images);
    if (isPublic) await emit(tx, { type: 'gig.created', gigId });
    return gigId;
  });
  return getGigDetail(deps.db, id, user);
}

async function loadForWrite(db: DbOrTx, id: string) {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || found.gig.deletedAt) throw notFound('Gig');
  return found;
}

/** The owner changes any fields of their gig (the wizard, prefilled). */
export async function updateGig(
  deps: GigsDeps,
  user: SessionUser,
  id: string,
  input: GigUpdateData,
): Promise<GigDetail> {
  const { gig, seller } = await loadForWrite(deps.db, id);
  if (!canEditGig(user, gig)) throw forbidden('Only the owner can edit this gig');
  await deps.db.transaction(async (tx) => {
    const status = input.status ?? gig.status;
    const isPublic = isGigPublic({ status, deletedAt: null }, seller);
    if (input.imageIds) await replaceGigImages(tx, id, await resolveImages(tx, user.id, input.imageIds, id));
    await updateGigRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.price !== undefined ? { priceCents: Math.round(input.price * 100) } : {}),
      ...(input.deliveryDays !== undefined ? { deliveryDays: input.deliveryDays } : {}),
      ...(input.revisions !== undefined ? { revisions: input.revisions } : {}),
      ...(input.category !== undefined ? { categorySlug: input.category } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      status,
      isPublic,
      isPro: seller.isPro,
      updatedAt: new Date(),
    });
    if (isPublic || gig.isPublic) {
      await emit(tx, { type: isPublic ? 'gig.updated' : 'gig.deleted', gigId: id });
    }
  });
  return getGigDetail(deps.db, id, user);
}

/** Soft delete: the row stays so past orders and reviews keep their gig. */
export async function deleteGig(deps: GigsDeps, user: SessionUser, id: string): Promise<void> {
  const { gig } = await loadForWrite(deps.db, id);
  if (!canDeleteGig(user, gig)) throw forbidden('Only the owner can delete this gig');
  await deps.db.transaction(async (tx) => {
    await updateGigRow(tx, id, { deletedAt: new Date(), isPublic: false, updatedAt: new Date() });
    if (gig.isPublic) await emit(tx, { type: 'gig.deleted', gigId: id });
  });
}

/**
 * Recomputes `isPublic` and `isPro` of every gig of a seller from the seller's
 * current standing (parental consent granted or withdrawn, plan changed), and
 * announces the gigs whose visibility changed. The accounts feature calls this.
 */
export async function refreshSellerGigVisibility(db: DbOrTx, sellerId: string): Promise<void> {
  // Inside a caller's transaction this nests as a savepoint, so the caller's change and the visibility commit together.
  await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) return;
    const states = await findSellerGigStates(tx, sellerId);
    for (const state of states) {
      const isPublic = isGigPublic({ status: state.status, deletedAt: null }, seller);
      if (isPublic === state.isPublic && state.isPro === seller.isPro) continue;
      await updateGigRow(tx, state.id, { isPublic, isPro: seller.isPro });
      if (isPublic || state.isPublic) {
        await emit(tx, {
          type: isPublic && !state.isPublic ? 'gig.created' : isPublic ? 'gig.updated' : 'gig.deleted',
          gigId: state.id,
        });
      }
    }
  });
}
