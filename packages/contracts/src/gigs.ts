/**
 * The catalogue's contracts: gigs, explore and search, the home lists, the
 * gig wizard's input, and the live gig events.
 *
 * Endpoints (every failure is `{ error: { code, message, details } }`, see errors.ts):
 *
 * | Method | Path                          | Auth                    | Answer |
 * |--------|-------------------------------|-------------------------|--------|
 * | GET    | /api/gigs                     | anyone                  | 200 ExploreResponse (query: ExploreQuery; 400 VALIDATION_FAILED when a filter is out of range) |
 * | GET    | /api/gigs/home                | anyone                  | 200 HomeGigs { featured (up to 4, Pro first then non-Pro), recent (4 newest), listings (up to 8, recommended order), total } |
 * | GET    | /api/gigs/:id                 | anyone                  | 200 GigDetail; 404 NOT_FOUND when unknown, malformed or not public (the owner still sees their own non-public gig) |
 * | POST   | /api/gigs                     | freelancer              | 201 GigDetail (body GigInput). 401 visitor, 403 buyer/admin, 400 VALIDATION_FAILED (spec messages), 422 UNPROCESSABLE `GIG_LIMIT_REACHED` at the plan limit, 422 when an image id is not the caller's upload. A freelancer awaiting parental consent gets a gig with isPublic false |
 * | PATCH  | /api/gigs/:id                 | owner                   | 200 GigDetail (body GigUpdateInput: any subset of GigInput). 401 visitor, 403 anyone else, 404 unknown |
 * | DELETE | /api/gigs/:id                 | owner or admin          | 204 (soft delete: orders and reviews keep pointing at it). 401 visitor, 403 anyone else, 404 unknown |
 * | GET    | /api/users/:id/gigs           | anyone                  | 200 GigList { gigs } newest first; public gigs only, except the owner also sees drafts/non-public ones. 404 unknown user |
 * | GET    | /api/me/gig-limit             | signed in               | 200 GigLimit { used, limit, isPro, reached } |
 * | POST   | /api/uploads/images           | freelancer              | 201 UploadedImage (uploads.ts). multipart/form-data, one file field named `file` |
 * | GET    | /api/me/favorites             | signed in               | 200 GigList { gigs } saved gigs that are still public, most recently saved first (favorites.ts) |
 * | GET    | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { gigId, saved } |
 * | PUT    | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { saved: true } (idempotent); 404 unknown/non-public gig |
 * | DELETE | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { saved: false } (idempotent) |
 *
 * Gig changes are announced on the live channel (live.ts): `gig.created`, `gig.updated`, `gig.deleted` with the gig's id, to everyone.
 *
 * Prices travel in integer cents (`priceCents`, and the explore query's
 * `minPriceCents`/`maxPriceCents`), as the database keeps them; the wizard
 * and the explore page's URL are in dollars and convert at that edge
 * (decision 0056). Dates are ISO strings.
 *
 * The shapes live by what they are for, and this file re-exports them so
 * `@teenfreelance/contracts/gigs` names the whole catalogue: gig-dtos.ts (what
 * the API answers), gig-input.ts (what the wizard sends, its limits and
 * messages), explore.ts (the explore query and answer). None of them imports
 * this file.
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';

export * from './explore.ts';
export * from './gig-dtos.ts';
export * from './gig-input.ts';

export const sellerGigsPath = apiPath('/api/users/:id/gigs');
export const GIG_LIMIT_PATH = '/api/me/gig-limit';

/** The path of /api/gigs/:id and the routes under it. */
export const gigIdParamsSchema = z.object({ id: z.string().max(100) });
