import { DEFAULT_EARNINGS_CLEARING_DAYS } from '@teenfreelance/contracts/earnings';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../features/accounts/security/password-hash.ts';
import { loadSharp, storeGigImage, type StoredImage } from '../../platform/storage/images.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { Database, DbOrTx } from '../client.ts';
import { users } from '../schema/users.ts';
import { drawGigArtwork, drawInitialsAvatar } from './artwork.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { OTHER_FREELANCERS } from './demo-freelancers.ts';
import { DEMO_GIGS } from './demo-gigs.ts';
import { seedMarketplace } from './demo-marketplace.ts';
import type { DemoAvatar } from './demo-users.ts';

// Same lock for every process: two servers starting on one empty PostgreSQL seed once.
const SEED_LOCK_ID = 7_214_883_002;

const newId = () => randomBytes(16).toString('base64url');

/** True when the demo accounts exist (the server then shows them on /login). */
export async function hasDemoData(db: DbOrTx): Promise<boolean> {
  const first = DEMO_ACCOUNTS[0];
  if (!first) return false;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, first.email)).limit(1);
  return rows.length > 0;
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export interface SeedResult {
  seeded: boolean;
  users: number;
  gigs: number;
}

/** The slow part of seeding (hashing, drawing pictures), done before any transaction opens. */
export interface DemoAssets {
  passwordHash: string;
  /** Every demo account and demo freelancer, with their avatar. */
  people: DemoAvatar[];
  /** Each demo gig's pictures, in DEMO_GIGS order. */
  pictures: StoredImage[][];
}

/**
 * Hashes the demo password and draws every demo picture into `storage` (DATA_DIR/uploads or the bucket).
 * CPU-heavy but off the main thread (argon2 and sharp use worker threads), so
 * a first start runs it while the embedded database is being created.
 */
export async function prepareDemoAssets(storage: ObjectStorage): Promise<DemoAssets> {
  const sharp = await loadSharp();
  const [passwordHash, people, pictures] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    Promise.all(
      [...DEMO_ACCOUNTS, ...OTHER_FREELANCERS].map(async ({ key, name }) => {
        const avatarKey = randomBytes(16).toString('hex');
        const avatar = await sharp(Buffer.from(drawInitialsAvatar(name)))
          .resize(256, 256)
          .webp({ quality: 80 })
          .toBuffer();
        await storage.write('public', `${avatarKey}-avatar.webp`, avatar, 'image/webp');
        return { key, id: newId(), image: `/uploads/${avatarKey}-avatar.webp` };
      }),
    ),
    Promise.all(
      DEMO_GIGS.map(async (gig, index) => {
        const count = index < 6 ? 2 : 1; // the first gigs show a carousel
        const stored: StoredImage[] = [];
        for (let variant = 0; variant < count; variant++) {
          // Drawn art: an uncompressed PNG in between and fast WebP encoding keep the first start quick.
          const svg = Buffer.from(drawGigArtwork({ title: gig.title, category: gig.category, variant }));
          const png = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
          stored.push(await storeGigImage(storage, png, { effort: 1 }));
        }
        return stored;
      }),
    ),
  ]);
  return { passwordHash, people, pictures };
}

/**
 * Seeds the demo marketplace into an empty database, in one transaction: the
 * demo people, their gigs, orders in every state with their payments and
 * timelines, the reviews behind every rating, job posts with proposals and
 * hires, conversations and saved gigs (demo-marketplace.ts). A database that
 * has any user is never touched.
 */
export async function seedDemoData(
  db: Database,
  {
    storage,
    now,
    assets,
    clearingDays = DEFAULT_EARNINGS_CLEARING_DAYS,
  }: {
    /** Where the demo pictures go; only used when `assets` are not given. */
    storage: ObjectStorage;
    /** The time the demo's dates are written around (the system clock's, from main.ts). */
    now: Date;
    assets?: Promise<DemoAssets>;
    /** EARNINGS_CLEARING_DAYS, so the demo's balances are what clearing would have left. */
    clearingDays?: number;
  },
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false, users: 0, gigs: 0 };
  const prepared = await (assets ?? prepareDemoAssets(storage));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return { seeded: false, users: 0, gigs: 0 };
    const counts = await seedMarketplace(tx, { ...prepared, avatars: prepared.people, now, clearingDays });
    return { seeded: true, ...counts };
  });
}
