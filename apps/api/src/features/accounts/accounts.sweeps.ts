import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';
import { pendingSignUps } from '../../db/schema/pending-sign-ups.ts';
import { sessions, verifications } from '../../db/schema/users.ts';
import type { Sweep } from '../../platform/housekeeping/housekeeping.ts';

/**
 * An emailed link past its expiry is kept a week more, so that opening it
 * still says it expired (rather than that it never existed); then it goes.
 */
export const EXPIRED_LINK_KEPT_MS = 7 * DAY_MS;

function expiredRowsSweep(
  db: DbOrTx,
  name: string,
  { table, id, expiresAt, keptMs }: { table: PgTable; id: PgColumn; expiresAt: PgColumn; keptMs: number },
): Sweep {
  return {
    name,
    async removeBatch(now, limit) {
      const cutoff = new Date(now.getTime() - keptMs).toISOString();
      const removed = await selectRows<{ id: string }>(
        db,
        sql`delete from ${table} where ${id} in (
          select ${id} from ${table} where ${expiresAt} < ${cutoff}::timestamptz limit ${limit}
        ) returning ${id} as id`,
      );
      return removed.length;
    },
  };
}

/** Sessions and sign-in states (better-auth's verifications) past expiry; emailed links a week after theirs. */
export function expiredAccountRowsSweeps(db: DbOrTx): Sweep[] {
  return [
    expiredRowsSweep(db, 'expired-sessions', {
      table: sessions,
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      keptMs: 0,
    }),
    expiredRowsSweep(db, 'expired-verifications', {
      table: verifications,
      id: verifications.id,
      expiresAt: verifications.expiresAt,
      keptMs: 0,
    }),
    expiredRowsSweep(db, 'expired-password-reset-links', {
      table: passwordResetTokens,
      id: passwordResetTokens.id,
      expiresAt: passwordResetTokens.expiresAt,
      keptMs: EXPIRED_LINK_KEPT_MS,
    }),
    expiredRowsSweep(db, 'expired-sign-up-links', {
      table: pendingSignUps,
      id: pendingSignUps.id,
      expiresAt: pendingSignUps.expiresAt,
      keptMs: EXPIRED_LINK_KEPT_MS,
    }),
  ];
}
