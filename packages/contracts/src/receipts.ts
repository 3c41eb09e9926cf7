/**
 * An order's receipt (/orders/{id}/receipt): what was bought, from whom, the
 * price, the platform fee and the total paid, the card's brand and last four,
 * the date and the order number. For the order's buyer, and for admins, who
 * see orders; its seller gets 403 (they never see the buyer's card), anyone
 * else 404, as for the order itself.
 *
 * | Method | Path                     | Auth                   | Answer |
 * |--------|--------------------------|------------------------|--------|
 * | GET    | /api/orders/:id/receipt  | the buyer, or an admin | 200 Receipt; 403 to the seller; 404 to anyone else |
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { orderStatusSchema } from './orders.ts';

export const orderReceiptPath = apiPath('/api/orders/:id/receipt');

export const receiptSchema = z.object({
  orderId: z.string(),
  /** '#TF-' and six digits. */
  number: z.string(),
  status: orderStatusSchema,
  /** What was bought, as it was when paid: a gig, or a hired proposal for a job post. */
  item: z.object({
    kind: z.enum(['gig', 'proposal']),
    title: z.string(),
    /** The gig's page; null for a proposal's order. */
    gigId: z.string().nullable(),
    /** The job post's page; null for a gig's order. */
    jobId: z.string().nullable(),
  }),
  seller: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({ name: z.string() }),
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  /** When the payment was made. */
  paidAt: z.string(),
  /** The card as the provider named it (never the number); null for an order paid without a recorded card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When money was given back (a cancelled order: the total; a partial refund by agreement: a part); null when none was. */
  refundedAt: z.string().nullable(),
  /** What was given back to the card: the total, the agreed part, or 0. */
  refundedCents: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The receipt page's words (ours, in the specification's tone: it has no receipt). */
export const RECEIPT_TEXTS = {
  heading: 'Receipt',
  site: 'TeenFreelance',
  orderNumber: 'Order number',
  date: 'Date paid',
  billedTo: 'Billed to',
  item: 'Service',
  seller: 'Seller',
  price: 'Price',
  fee: 'Platform fee (4%)',
  total: 'Total paid',
  card: 'Paid with',
  refunded: 'Refunded',
  /** `date` as the page formats it. */
  refundedOn: (date: string) => `The total was refunded to this card on ${date}.`,
  /** A partial refund by agreement: `amount` and `date` as the page formats them. */
  partlyRefundedOn: (amount: string, date: string) => `${amount} was refunded to this card on ${date}.`,
  print: 'Print receipt',
  backToOrder: 'Back to the order',
  viewReceipt: 'View receipt',
  notFound: 'Receipt not found',
  notFoundHint: "This receipt doesn't exist or it is not yours to see.",
  onlyBuyer: 'Only the buyer can see the receipt of an order',
  /** What the buyer keeps it for. */
  note: 'Keep this receipt for your records.',
} as const;

/** A card as a receipt shows it: 'Visa ending in 4242'. */
export const cardText = (card: { brand: string; last4: string }): string => `${card.brand} ending in ${card.last4}`;
