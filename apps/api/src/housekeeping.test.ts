import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { orderEvents, orderFiles } from './db/schema/orders.ts';
import { passwordResetTokens } from './db/schema/password-resets.ts';
import { rateLimits } from './db/schema/rate-limits.ts';
import { uploads } from './db/schema/uploads.ts';
import { sessions } from './db/schema/users.ts';
import { expiredAccountRowsSweeps } from './features/accounts/accounts.sweeps.ts';
import { unusedGigPicturesSweep } from './features/catalogue/gigs/gig-pictures.sweep.ts';
import { unattachedDeliveryFilesSweep } from './features/orders/order-files.sweep.ts';
import { buildGig, buildUser } from './testing/factories.ts';
import { placedOrder } from './testing/order-helpers.ts';
import { createTestApp, type TestContext } from './testing/test-app.ts';
import { oldRateLimitCountersSweep } from './platform/rate-limits/rate-limits.service.ts';
import { GIG_IMAGE_SIZES } from './platform/storage/images.ts';
import { sweepAll, type Sweep } from './platform/housekeeping/housekeeping.ts';
import { localStorage } from './platform/storage/object-storage.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Each sweep removes what is stale and keeps what is not: it is given the
 * stale and the fresh thing side by side, and run as the scheduled work
 * runs it (to the end, a batch at a time; batches of 1 here, so the loop is
 * exercised).
 */
describe('housekeeping', () => {
  let t: TestContext;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const run = (sweep: Sweep) => sweepAll(sweep, now, 1);

  it('removes delivery files no delivery took within a day, rows and files, and keeps the rest', async () => {
    const root = path.join(t.config.dataDir, 'sweep-private');
    const dir = path.join(root, 'private', 'order-files');
    mkdirSync(dir, { recursive: true });
    const { order, seller } = await placedOrder(t.app, t.database.db);
    const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).limit(1);
    const file = (createdAt: Date, eventId: string | null) => {
      const storageKey = hex(24);
      writeFileSync(path.join(dir, storageKey), 'x');
      return {
        orderId: order.id,
        uploaderId: seller.id,
        storageKey,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        createdAt,
        eventId,
      };
    };
    const rows = [
      file(ago(2 * DAY_MS), null),
      file(ago(3 * DAY_MS), null),
      file(ago(HOUR_MS), null),
      file(ago(9 * DAY_MS), event?.id ?? null),
    ];
    await t.database.db.insert(orderFiles).values(rows);

    expect(await run(unattachedDeliveryFilesSweep(t.database.db, localStorage(root)))).toBe(2);
    const left = await t.database.db
      .select({ key: orderFiles.storageKey })
      .from(orderFiles)
      .where(eq(orderFiles.orderId, order.id));
    expect(left.map((row) => row.key).sort()).toEqual([rows[2]?.storageKey, rows[3]?.storageKey].sort());
    expect(rows.map((row) => existsSync(path.join(dir, row.storageKey)))).toEqual([false, false, true, true]);
  });

  it('removes gig pictures no gig took in time, and keeps recent ones and those a gig uses', async () => {
    const root = path.join(t.config.dataDir, 'sweep-uploads');
    const dir = path.join(root, 'uploads');
    mkdirSync(dir, { recursive: true });
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const { id: gigId } = await buildGig(t.database.db, seller.id);
    const picture = (createdAt: Date, usedBy: string | null) => {
      const storageKey = hex(16);
      for (const size of Object.keys(GIG_IMAGE_SIZES)) writeFileSync(path.join(dir, `${storageKey}-${size}.webp`), 'x');
      return { ownerId: seller.id, storageKey, width: 10, height: 10, createdAt, gigId: usedBy };
    };
    const rows = [picture(ago(2 * DAY_MS), null), picture(ago(HOUR_MS), null), picture(ago(30 * DAY_MS), gigId)];
    await t.database.db.insert(uploads).values(rows);

    expect(await run(unusedGigPicturesSweep(t.database.db, localStorage(root)))).toBe(1);
    const left = await t.database.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.ownerId, seller.id));
    expect(left.map((row) => row.key).sort()).toEqual([rows[1]?.storageKey, rows[2]?.storageKey].sort());
    const onDisk = (key: string | undefined) => existsSync(path.join(dir, `${key}-card.webp`));
    expect(rows.map((row) => onDisk(row.storageKey))).toEqual([false, true, true]);
  });

  it('removes expired sessions at once, and emailed links a week after they expired', async () => {
    const user = await buildUser(t.app, t.database.db);
    const session = (expiresAt: Date) => ({
      id: hex(16),
      token: hex(16),
      userId: user.id,
      expiresAt,
      createdAt: ago(40 * DAY_MS),
      updatedAt: ago(40 * DAY_MS),
    });
    const sessionRows = [session(ago(HOUR_MS)), session(new Date(now.getTime() + DAY_MS))];
    await t.database.db.insert(sessions).values(sessionRows);
    const link = (expiresAt: Date) => ({ userId: user.id, tokenHash: hex(32), expiresAt });
    const links = [link(ago(8 * DAY_MS)), link(ago(DAY_MS))];
    await t.database.db.insert(passwordResetTokens).values(links);

    for (const sweep of expiredAccountRowsSweeps(t.database.db)) await run(sweep);
    const sessionsLeft = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          sessionRows.map((s) => s.id),
        ),
      );
    expect(sessionsLeft.map((row) => row.id)).toEqual([sessionRows[1]?.id]);
    // The user's own session from signing up is still valid, so it stays.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
    const linksLeft = await t.database.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(linksLeft.map((row) => row.hash)).toEqual([links[1]?.tokenHash]);
  });

  it('removes rate-limit counters whose window began more than a day ago', async () => {
    await t.database.db.insert(rateLimits).values([
      { key: 'housekeeping:old', windowStart: ago(2 * DAY_MS), count: 3 },
      { key: 'housekeeping:recent', windowStart: ago(HOUR_MS), count: 3 },
    ]);
    expect(await run(oldRateLimitCountersSweep(t.database.db))).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['housekeeping:old', 'housekeeping:recent']));
    expect(left.map((row) => row.key)).toEqual(['housekeeping:recent']);
  });
});
