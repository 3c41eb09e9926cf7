import type { DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { notFound, unprocessable } from '../../../http/errors.ts';
import { findUsableUploads } from './gig-pictures.repository.ts';
import { findGigImages, findGigWithSeller } from './gigs.repository.ts';

/*
 * What a gig's write refers to, resolved before it writes: the gig itself and
 * the pictures its input names (the gigs service's create and edit).
 */

/** Resolves image ids to the caller's uploads (or this gig's current pictures), in order. */
export async function resolveImages(tx: DbOrTx, ownerId: string, ids: string[], gigId: string | null) {
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

/** The gig `id` with its seller, for an edit or a deletion; 404 for an unknown or deleted one. */
export async function loadForWrite(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || found.gig.deletedAt) throw notFound('Gig');
  return found;
}
