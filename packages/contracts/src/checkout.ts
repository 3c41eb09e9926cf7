/**
 * Checkout (/checkout?gig={id}) and the payment that creates an order; the
 * endpoints are in the route table of orders.ts. The server computes every
 * amount from the gig's current price; the client's figures are display only.
 *
 * The pay request must carry an `Idempotency-Key` header (a fresh uuid per
 * attempt of the form, reused by automatic retries): a retry answers the
 * first answer again; the same key with another body is 422
 * IDEMPOTENCY_KEY_REUSED; a duplicate while the first is still running is 409
 * IDEMPOTENCY_KEY_IN_USE. The card number is checked (format, Luhn, expiry,
 * CVC) and never stored: the order keeps the provider's brand and last four.
 *
 * Test cards of the simulated provider (any future expiry, any 3-digit CVC):
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined;
 * 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired.
 */
import { z } from 'zod';
import { PAGES } from './pages.ts';
import { apiPath } from './api-paths.ts';
import { deliveryDatesSchema } from './work-hours.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Keys are the client's own ids (a uuid is expected); at most this long. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** The specification's words, and ours in its tone where it gives none. */
export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  /** The page table holds them: the session layout, which every signed-in page loads, shows them without this file. */
  authRequired: PAGES.checkout.visitorNotice.title,
  authRequiredDescription: PAGES.checkout.visitorNotice.description,
  loading: 'Loading checkout details...',
  backToGig: 'Back to service',
  summary: 'Order Summary',
  service: 'Service',
  seller: 'Seller',
  subtotal: 'Subtotal',
  platformFee: 'Platform fee (4%)',
  total: 'Total',
  feeNote: 'Includes 4% platform fee',
  paymentDetails: 'Payment Details',
  fullName: 'Full Name',
  email: 'Email',
  billingAddress: 'Billing Address',
  cardInformation: 'Card Information',
  expiryPlaceholder: 'MM/YY',
  cvcPlaceholder: 'CVC',
  /** `total` as formatMoney shows it ('$104.00'). */
  pay: (total: string) => `Pay ${total}`,
  processing: 'Processing...',
  gigNotFound: 'Gig Not Found',
  proposalNotFound: 'Proposal Not Found',
  proposalNotFoundDescription: 'The proposal could not be found, or it is not yours to pay for',
  proposalNotHired: 'Hire the freelancer before paying for their proposal',
  proposalAlreadyPaid: 'This proposal has already been paid for',
  backToJob: 'Back to job',
  gigNotFoundDescription: 'The requested service could not be found',
  onlyBuyers: 'Only buyers can purchase gigs',
  ownGig: 'You cannot buy your own service',
  paymentSuccessful: 'Payment Successful!',
  paymentSuccessfulDescription: 'Your payment has been processed successfully.',
  paymentFailed: 'Payment Failed',
  cardDeclined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds. Please use another card.',
  cardExpired: 'Your card has expired. Please use another card.',
  retryLater: 'The payment could not be completed. Please try again.',
  /** The 409 PRICE_CHANGED message: nothing was charged. */
  priceChanged: 'The price changed while you were checking out. You have not been charged.',
  /** Shown above the form with the new quote; the buyer pays the new total only by pressing Pay again. */
  priceChangedNotice: (was: string, now: string) =>
    `The seller changed the price: the total is now ${now} (it was ${was}). You have not been charged. Check the new total and pay again if you still want this service.`,
  testCards: 'Test card: 4242 4242 4242 4242, any future date, any 3 digits',
} as const;

export const PAYMENT_SUCCESS_TEXTS = {
  heading: 'Payment Successful!',
  description: 'The freelancer has been notified and will begin working on your order.',
  orderDetails: 'Order Details',
  orderId: 'Order ID',
  date: 'Date',
  status: 'Status',
  service: 'Service',
  seller: 'Seller',
  totalPaid: 'Total paid',
  card: 'Paid with',
  messageFreelancer: 'Message Freelancer',
  /** To the dashboard's orders tab, with the new order shown and highlighted. */
  viewOrder: 'View Order in Dashboard',
  viewReceipt: 'View receipt',
} as const;

/** Field messages of the payment form, shown by the form and answered by the server alike. */
export const PAY_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  billingAddressRequired: 'Billing address is required',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Your card number is invalid',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Expiry date must be MM/YY',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'CVC must be 3 digits',
} as const;

/** The card number's digits, without the spaces or dashes people type. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** True while a card expiring `MM/YY` is still valid at `now`: through the last day of that month (UTC). */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  // The first instant of the month after expiry.
  return now.getTime() < Date.UTC(year, month, 1);
}

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

export const payInputSchema = z
  .object({
    fullName: required(PAY_MESSAGES.fullNameRequired, 100),
    email: z
      .string()
      .trim()
      .min(1, PAY_MESSAGES.emailRequired)
      .max(254, PAY_MESSAGES.emailInvalid)
      .pipe(z.email(PAY_MESSAGES.emailInvalid)),
    billingAddress: required(PAY_MESSAGES.billingAddressRequired, 300),
    cardNumber: z
      .string()
      .trim()
      .min(1, PAY_MESSAGES.cardNumberRequired)
      .max(30, PAY_MESSAGES.cardNumberInvalid)
      .refine((value) => {
        const digits = cardDigits(value);
        return digits.length >= 12 && digits.length <= 19 && isLuhnValid(digits);
      }, PAY_MESSAGES.cardNumberInvalid),
    expiry: z.string().trim().min(1, PAY_MESSAGES.expiryRequired).regex(EXPIRY_PATTERN, PAY_MESSAGES.expiryInvalid),
    cvc: z
      .string()
      .trim()
      .min(1, PAY_MESSAGES.cvcRequired)
      .regex(/^\d{3}$/, PAY_MESSAGES.cvcInvalid),
  })
  .strict();
export type PayInput = z.infer<typeof payInputSchema>;

/**
 * The body of a checkout payment: the card form, and the total the buyer was
 * shown and agreed to pay (`totalCents` of the quote they saw). The server
 * charges only that amount: when the current total differs it answers 409
 * `PRICE_CHANGED` with the new quote and charges nothing (docs/decisions/0072).
 */
export const checkoutPayInputSchema = payInputSchema
  .extend({
    quotedTotalCents: z.number().int().min(0).max(100_000_000),
    /** The delivery date chosen from the quote's `deliveryDates` (a seller under 16, decision 0086). */
    dueDate: z.string().max(10).optional(),
  })
  .strict();
export type CheckoutPayInput = z.infer<typeof checkoutPayInputSchema>;

export const checkoutParamsSchema = z.object({ gigId: z.string().max(100) });

/**
 * GET /api/checkout/:gigId and /api/checkout/proposals/:id: what the buyer is
 * about to pay, computed by the server. `item` is what is bought: a gig, or a
 * hired proposal for a job post (`id` the proposal's, `jobId` its job's).
 */
export const checkoutQuoteSchema = z.object({
  item: z.object({
    kind: z.enum(['gig', 'proposal']),
    id: z.string(),
    title: z.string(),
    deliveryDays: z.number().int(),
    revisions: z.string(),
    jobId: z.string().nullable(),
  }),
  seller: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  feePercent: z.number(),
  /** The due dates a seller under 16 can take (decision 0086); null: due `deliveryDays` after payment. */
  deliveryDates: deliveryDatesSchema,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** `details` of the 409 `PRICE_CHANGED` answer: the total the buyer sent, and the quote as it is now. */
export const priceChangedDetailsSchema = z.object({
  reason: z.literal('PRICE_CHANGED'),
  quotedTotalCents: z.number().int(),
  quote: checkoutQuoteSchema,
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetailsSchema>;

export const checkoutPath = apiPath('/api/checkout/:gigId');
export const checkoutPayPath = apiPath('/api/checkout/:gigId/pay');
export const proposalCheckoutPath = apiPath('/api/checkout/proposals/:id');
export const proposalCheckoutPayPath = apiPath('/api/checkout/proposals/:id/pay');

/** What a proposal's order allows, as a gig's revisions text: proposals name a price and days, not revisions. */
export const PROPOSAL_ORDER_REVISIONS = '2 revisions';

/** The headers of a request that takes effect once: paying for a gig, upgrading to Pro. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'The Idempotency-Key header is required' })
    .trim()
    .min(1, 'The Idempotency-Key header is required')
    .max(IDEMPOTENCY_KEY_MAX_LENGTH),
});
