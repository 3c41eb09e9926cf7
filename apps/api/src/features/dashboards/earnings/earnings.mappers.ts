import { orderNumberText } from '@teenfreelance/contracts/orders';
import type { EarningsLine } from '@teenfreelance/contracts/seller-earnings';
import type { Reader, ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { LineRow } from './earnings.repository.ts';

/**
 * A ledger line as its seller reads it: the order's title through the one
 * screening step (decision 0065), since a job's title was written by its buyer.
 */
export function toEarningsLine(row: LineRow, reader: Reader, screening: ReaderScreening): EarningsLine {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at,
    amountCents: row.amountCents,
    status: row.isPending ? 'Pending' : 'Completed',
    clearsAt: row.clearsAt,
    order:
      row.orderId === null
        ? null
        : {
            id: row.orderId,
            number: orderNumberText(row.orderNumber ?? ''),
            title: screening.shown(row.orderTitle ?? '', { reader }).text,
          },
    pendingAfterCents: row.pendingAfterCents,
    availableAfterCents: row.availableAfterCents,
  };
}
