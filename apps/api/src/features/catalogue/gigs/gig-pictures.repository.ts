import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/uploads.ts';

/** The caller's uploads among `ids` that are free or already attached to `gigId`. */
export function findUsableUploads(tx: DbOrTx, ownerId: string, ids: string[], gigId: string | null) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: uploads.id,
      storageKey: uploads.storageKey,
      width: uploads.width,
      height: uploads.height,
      gigId: uploads.gigId,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)))
    .then((rows) => rows.filter((r) => r.gigId === null || r.gigId === gigId));
}

export async function insertUpload(
  db: DbOrTx,
  values: { ownerId: string; storageKey: string; width: number; height: number },
): Promise<string> {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  if (!row) throw new Error('upload insert returned nothing');
  return row.id;
}

/** How many of `ownerId`'s uploads no gig uses yet. */
export async function countUnattachedUploads(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.gigId)));
  return row?.n ?? 0;
}

/** Deletes `ownerId`'s uploads that no gig uses and that were made before `before`; answers their storage keys. */
export async function deleteUnattachedUploadsBefore(db: DbOrTx, ownerId: string, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.gigId), lt(uploads.createdAt, before)))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((r) => r.storageKey);
}
