import {
  GIG_MESSAGES,
  type GigCard,
  type GigDetail,
  type GigLimit,
  type gigInputSchema,
  type gigUpdateInputSchema,
} from '@teenfreelance/contracts/gigs';
import type { LiveEventOf } from '@teenfreelance/contracts/live';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import type { SafetyService } from '../../trust-and-safety/safety.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { forbidden, notFound, unprocessable } from '../../../http/errors.ts';
import { primaryReads, readFreshEnough, type CatalogueReads } from '../../../http/read-routing.ts';
import { publishLive } from '../../../platform/live/live-events.ts';
import { findCardsByIds, findSellerCards } from './gig-cards.repository.ts';
import { loadForWrite, resolveImages } from './gig-write-refs.ts';
import { guardianAsker, type GigApprovalRequests } from './gigs.approval.ts';
import { toCard, toGigDetail, toImage } from './gigs.mappers.ts';
import {
  approvalAfterWrite,
  assertCanCreateGig,
  canDeleteGig,
  canEditGig,
  canSeePrivateGig,
  gigLimitFor,
  isGigPublic,
} from './gigs.policy.ts';
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

type GigInputData = z.output<typeof gigInputSchema>;
type GigUpdateData = z.output<typeof gigUpdateInputSchema>;

export interface GigsService {
  /** The gig page; 404 when unknown, deleted, or not public (unless the viewer owns it). */
  getGigDetail(id: string, viewer: SessionUser | null): Promise<GigDetail>;
  /** A seller's gigs; the owner also sees their drafts and gigs awaiting consent. */
  listSellerGigs(sellerId: string, viewer: SessionUser | null): Promise<GigCard[]>;
  /** Public gigs among `ids`, in the order of `ids` (favourites). */
  publicCardsByIds(ids: string[]): Promise<GigCard[]>;
  /** Throws 404 unless the gig exists and is public. */
  assertPublicGig(id: string): Promise<void>;
  /** The user's active gigs against their plan's limit. */
  gigLimit(user: SessionUser): Promise<GigLimit>;
  /**
   * Creates a gig for a freelancer. The plan limit counts active (not deleted)
   * gigs, drafts included, and is checked with the seller's row locked so two
   * parallel creates cannot both pass. A seller awaiting parental consent gets a
   * gig that stays private until consent is granted.
   */
  createGig(user: SessionUser, input: GigInputData): Promise<GigDetail>;
  /** The owner changes any fields of their gig (the wizard, prefilled). */
  updateGig(user: SessionUser, id: string, input: GigUpdateData): Promise<GigDetail>;
  /** Soft delete: the row stays so past orders and reviews keep their gig. */
  deleteGig(user: SessionUser, id: string): Promise<void>;
  /**
   * Recomputes `isPublic` and `isPro` of every gig of a seller from the seller's
   * current standing (parental consent granted or withdrawn, plan changed), and
   * announces the gigs whose visibility changed. Runs in the caller's
   * transaction `tx` (as a savepoint), so the caller's change and the
   * visibility commit together. The accounts feature calls this. Returns the
   * gigs that became public (a consent tells the teen about each).
   */
  refreshSellerGigVisibility(tx: DbOrTx, sellerId: string): Promise<{ id: string; title: string }[]>;
}

export interface GigsServiceDeps {
  db: Database;
  /** The gig page and a seller's list read a replica when there is one (decision 0090). */
  reads?: CatalogueReads;
  clock: Clock;
  /** The gig page's rating summary and newest reviews. */
  reviewsService: Pick<ReviewsService, 'page'>;
  /** A seller who blocked the viewer: their gigs are not there for the viewer. */
  safetyService: Pick<SafetyService, 'isBlockedBy'>;
  /** Tells a teen's guardian that a gig waits for their approval (the family side, decision 0084). */
  gigApprovalRequests?: GigApprovalRequests;
}

/** Tells every live connection, when the transaction commits, that a gig appeared, changed or went away. */
async function emit(tx: DbOrTx, event: LiveEventOf<'gig.created' | 'gig.updated' | 'gig.deleted'>): Promise<void> {
  await publishLive(tx, event, 'everyone');
}

export function createGigsService(deps: GigsServiceDeps): GigsService {
  const { db, clock, reviewsService, safetyService, gigApprovalRequests } = deps;
  const reads = deps.reads ?? primaryReads(db);
  const askGuardianIfAwaiting = guardianAsker(gigApprovalRequests);

  async function getGigDetail(id: string, viewer: SessionUser | null): Promise<GigDetail> {
    if (!isUuid(id)) throw notFound('Gig');
    // The seller looking at their own gig reads the primary: their edit shows at once.
    const { row: found, db: readDb } = await readFreshEnough(
      reads,
      async (from) => (await findGigWithSeller(from, id)) ?? undefined,
      (row) => row.gig.sellerId === viewer?.id,
    );
    if (!found || found.gig.deletedAt) throw notFound('Gig');
    const { gig, seller } = found;
    if (!gig.isPublic && !canSeePrivateGig(viewer, gig)) throw notFound('Gig');
    if (await safetyService.isBlockedBy(viewer?.id ?? null, gig.sellerId)) throw notFound('Gig');
    const [images, sellerRating, favorite, reviews] = await Promise.all([
      findGigImages(readDb, id),
      findSellerRating(readDb, seller.id),
      viewer ? isFavorite(readDb, viewer.id, id) : Promise.resolve(false),
      reviewsService.page({ gigId: id }, viewer),
    ]);
    return toGigDetail(found, images.map(toImage), sellerRating, reviews, {
      user: viewer,
      isFavorite: favorite,
      canDelete: viewer ? canDeleteGig(viewer, gig) : false,
    });
  }

  return {
    getGigDetail,

    async listSellerGigs(sellerId, viewer) {
      const isOwner = viewer?.id === sellerId;
      const { row: seller, db: readDb } = await readFreshEnough(
        isOwner ? primaryReads(db) : reads,
        async (from) => (await findSellerStanding(from, sellerId)) ?? undefined,
      );
      if (!seller) throw notFound('User');
      const rows = await findSellerCards(readDb, sellerId, isOwner);
      return rows.map(toCard);
    },

    async publicCardsByIds(ids) {
      const rows = await findCardsByIds(db, ids);
      const byId = new Map(rows.filter((r) => r.isPublic).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row)] : [];
      });
    },

    async assertPublicGig(id) {
      if (!isUuid(id)) throw notFound('Gig');
      const found = await findGigWithSeller(db, id);
      if (!found || !found.gig.isPublic) throw notFound('Gig');
    },

    async gigLimit(user) {
      // The session user was read from the database for this request, plan included.
      const used = await countActiveGigs(db, user.id);
      const limit = gigLimitFor(user.isPro);
      return { used, limit, isPro: user.isPro, reached: used >= limit };
    },

    async createGig(user, input) {
      assertCanCreateGig(user);
      const id = await db.transaction(async (tx) => {
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
        const approval = approvalAfterWrite(input.status, seller);
        const isPublic = isGigPublic({ status: input.status, deletedAt: null, approval }, seller);
        const gigId = await insertGig(tx, {
          sellerId: user.id,
          title: input.title,
          shortDescription: input.shortDescription,
          description: input.description,
          priceCents: input.priceCents,
          deliveryDays: input.deliveryDays,
          revisions: input.revisions,
          categorySlug: input.category,
          tags: input.tags,
          requirements: input.requirements,
          status: input.status,
          isPublic,
          isPro: seller.isPro,
          approval,
        });
        await replaceGigImages(tx, gigId, images);
        await askGuardianIfAwaiting(tx, approval, { id: gigId, title: input.title, sellerId: user.id });
        if (isPublic) await emit(tx, { type: 'gig.created', gigId });
        return gigId;
      });
      return getGigDetail(id, user);
    },

    async updateGig(user, id, input) {
      const { gig, seller } = await loadForWrite(db, id);
      if (!canEditGig(user, gig)) throw forbidden('Only the owner can edit this gig');
      await db.transaction(async (tx) => {
        const status = input.status ?? gig.status;
        const approval = approvalAfterWrite(status, seller);
        const isPublic = isGigPublic({ status, deletedAt: null, hiddenAt: gig.hiddenAt, approval }, seller);
        if (input.imageIds) await replaceGigImages(tx, id, await resolveImages(tx, user.id, input.imageIds, id));
        await updateGigRow(tx, id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
          ...(input.deliveryDays !== undefined ? { deliveryDays: input.deliveryDays } : {}),
          ...(input.revisions !== undefined ? { revisions: input.revisions } : {}),
          ...(input.category !== undefined ? { categorySlug: input.category } : {}),
          ...(input.tags !== undefined ? { tags: input.tags } : {}),
          ...(input.requirements !== undefined ? { requirements: input.requirements } : {}),
          status,
          isPublic,
          isPro: seller.isPro,
          approval,
          updatedAt: clock.now(),
        });
        await askGuardianIfAwaiting(tx, approval, { id, title: input.title ?? gig.title, sellerId: gig.sellerId });
        if (isPublic || gig.isPublic) {
          await emit(tx, { type: isPublic ? 'gig.updated' : 'gig.deleted', gigId: id });
        }
      });
      return getGigDetail(id, user);
    },

    async deleteGig(user, id) {
      const { gig } = await loadForWrite(db, id);
      if (!canDeleteGig(user, gig)) throw forbidden('Only the owner can delete this gig');
      await db.transaction(async (tx) => {
        const at = clock.now();
        await updateGigRow(tx, id, { deletedAt: at, isPublic: false, updatedAt: at });
        if (gig.isPublic) await emit(tx, { type: 'gig.deleted', gigId: id });
      });
    },

    async refreshSellerGigVisibility(tx, sellerId) {
      return tx.transaction(async (savepoint) => {
        const published: { id: string; title: string }[] = [];
        const seller = await lockSeller(savepoint, sellerId);
        if (!seller) return published;
        const states = await findSellerGigStates(savepoint, sellerId);
        for (const state of states) {
          const isPublic = isGigPublic(
            { status: state.status, deletedAt: null, hiddenAt: state.hiddenAt, approval: state.approval },
            seller,
          );
          if (isPublic === state.isPublic && state.isPro === seller.isPro) continue;
          await updateGigRow(savepoint, state.id, { isPublic, isPro: seller.isPro });
          if (isPublic && !state.isPublic) published.push({ id: state.id, title: state.title });
          if (isPublic || state.isPublic) {
            await emit(savepoint, {
              type: isPublic && !state.isPublic ? 'gig.created' : isPublic ? 'gig.updated' : 'gig.deleted',
              gigId: state.id,
            });
          }
        }
        return published;
      });
    },
  };
}
