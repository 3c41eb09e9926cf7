import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../security/password-hash.ts';
import { storeGigImage, type StoredImage } from '../../storage/images.ts';
import type { Database, DbOrTx } from '../client.ts';
import { gigImages, gigs } from '../schema/gigs.ts';
import { accounts, users } from '../schema/users.ts';
import { drawGigArtwork, drawInitialsAvatar } from './artwork.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts.ts';
import { DEMO_GIGS } from './demo-gigs.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { DEMO_REVIEWERS, seedDemoReviews } from './demo-reviews.ts';

const DAY_MS = 86_400_000;
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

interface DemoPerson {
  account: (typeof DEMO_ACCOUNTS)[number];
  id: string;
  image: string;
}

/** The slow part of seeding (hashing, drawing pictures), done before any transaction opens. */
export interface DemoAssets {
  passwordHash: string;
  people: DemoPerson[];
  pictures: StoredImage[][];
}

/**
 * Hashes the demo password and draws every demo picture into `uploadsDir`.
 * CPU-heavy but off the main thread (argon2 and sharp use worker threads), so
 * a first start runs it while the embedded database is being created.
 */
export async function prepareDemoAssets(uploadsDir: string): Promise<DemoAssets> {
  await mkdir(uploadsDir, { recursive: true });
  const [passwordHash, people, pictures] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const avatarKey = randomBytes(16).toString('hex');
        const avatar = await sharp(Buffer.from(drawInitialsAvatar(account.name)))
          .resize(256, 256)
          .webp({ quality: 80 })
          .toBuffer();
        await writeFile(path.join(uploadsDir, `${avatarKey}-avatar.webp`), avatar);
        return { account, id: newId(), image: `/uploads/${avatarKey}-avatar.webp` };
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
          stored.push(await storeGigImage(uploadsDir, png, { effort: 1 }));
        }
        return stored;
      }),
    ),
  ]);
  return { passwordHash, people, pictures };
}

/**
 * Seeds the demo accounts, their gigs, the reviews behind the ratings and the
 * sample job posts with their proposals into an empty database, in one
 * transaction. A database that has any user is never touched.
 */
export async function seedDemoData(
  db: Database,
  { uploadsDir, now = new Date(), assets }: { uploadsDir: string; now?: Date; assets?: Promise<DemoAssets> },
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false, users: 0, gigs: 0 };
  const { passwordHash, people, pictures } = await (assets ?? prepareDemoAssets(uploadsDir));
  const idByKey = new Map<DemoAccountKey, string>(people.map((p) => [p.account.key, p.id]));
  const isProByKey = new Map<DemoAccountKey, boolean>(people.map((p) => [p.account.key, p.account.isPro]));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return { seeded: false, users: 0, gigs: 0 };

    await tx.insert(users).values(
      people.map(({ account, id, image }, i) => ({
        id,
        name: account.name,
        email: account.email,
        emailVerified: true,
        image,
        role: account.role,
        isPro: account.isPro,
        bio: account.bio,
        skills: account.skills,
        responseTime: account.responseTime,
        createdAt: new Date(now.getTime() - (200 + i) * DAY_MS),
      })),
    );
    await tx.insert(accounts).values(
      people.map(({ id }) => ({
        id: newId(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      })),
    );

    const inserted = await tx
      .insert(gigs)
      .values(
        DEMO_GIGS.map((gig) => {
          const sellerId = idByKey.get(gig.seller);
          if (!sellerId) throw new Error(`demo gig "${gig.title}" names unknown seller ${gig.seller}`);
          const createdAt = new Date(now.getTime() - gig.ageDays * DAY_MS);
          return {
            sellerId,
            title: gig.title,
            shortDescription: gig.shortDescription,
            description: gig.description,
            priceCents: gig.priceCents,
            deliveryDays: gig.deliveryDays,
            revisions: gig.revisions,
            categorySlug: gig.category,
            tags: gig.tags,
            status: 'published' as const,
            isPublic: true,
            isPro: isProByKey.get(gig.seller) ?? false,
            rating: gig.rating,
            reviewCount: gig.reviewCount,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: gigs.id });

    const imageRows = inserted.flatMap((row, i) =>
      (pictures[i] ?? []).map((picture, position) => ({ gigId: row.id, position, ...picture })),
    );
    if (imageRows.length > 0) await tx.insert(gigImages).values(imageRows);

    // The buyers behind the demo ratings: every number on a card comes from their orders' reviews.
    const reviewers = await tx
      .insert(users)
      .values(
        DEMO_REVIEWERS.map((name, i) => ({
          id: newId(),
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@buyers.demo.teenfreelance.com`,
          emailVerified: true,
          role: 'buyer' as const,
          createdAt: new Date(now.getTime() - (400 + i) * DAY_MS),
        })),
      )
      .returning({ id: users.id });
    await seedDemoReviews(tx, {
      gigs: inserted.map((row, i) => {
        const gig = DEMO_GIGS[i];
        if (!gig) throw new Error('a demo gig without its definition');
        return {
          id: row.id,
          sellerId: idByKey.get(gig.seller) ?? '',
          title: gig.title,
          priceCents: gig.priceCents,
          deliveryDays: gig.deliveryDays,
          revisions: gig.revisions,
          rating: gig.rating,
          reviewCount: gig.reviewCount,
          createdAt: new Date(now.getTime() - gig.ageDays * DAY_MS),
        };
      }),
      reviewerIds: reviewers.map((row) => row.id),
      now,
    });
    const idOf = (key: DemoAccountKey) => {
      const id = idByKey.get(key);
      if (!id) throw new Error(`no demo account ${key}`);
      return id;
    };
    await seedDemoJobs(
      tx,
      {
        buyerId: idOf('buyer'),
        reviewerIds: reviewers.map((row) => row.id),
        freelancerIds: { freelancer: idOf('freelancer'), proFreelancer: idOf('proFreelancer') },
      },
      now,
    );
    return { seeded: true, users: people.length + reviewers.length, gigs: inserted.length };
  });
}
