/**
 * Payouts: the seller's bank account, withdrawals of the available balance,
 * and the parent or guardian's set-up and approval pages (docs/decisions/0071).
 * No real money moves: a simulated payout provider checks the bank details and
 * pays out. An adult freelancer adds their own account; a minor's account is
 * set up by the parent or guardian who consented, through an emailed link, and
 * a minor's withdrawal above $100 waits for that guardian's emailed approval.
 *
 * | Method | Path                                  | Auth                   | Answer |
 * |--------|---------------------------------------|------------------------|--------|
 * | GET    | /api/me/payout-account                | freelancer             | 200 PayoutAccountState (a minor's too: whose account it is, the guardian's set-up) |
 * | PUT    | /api/me/payout-account                | adult freelancer       | 200 PayoutAccountState; 400 a field the bank refused; 403 PAYOUT_ACCOUNT_BY_GUARDIAN to a minor |
 * | POST   | /api/me/payout-account/guardian-link  | minor freelancer       | 200 GuardianLinkSent (the previous link stops working); 429 when asked again too soon |
 * | GET    | /api/payout-setup?token=              | anyone with the link   | 200 PayoutSetupRequest; 404 an unknown, used or expired link; 403 the teen's own session |
 * | PUT    | /api/payout-setup                     | anyone with the link   | 200 PayoutSetupDone; as above, and 400 a field the bank refused |
 * | GET    | /api/me/withdrawals                   | freelancer             | 200 WithdrawalsState: the available balance and the withdrawals, newest first |
 * | POST   | /api/me/withdrawals                   | freelancer             | 201 Withdrawal, once per Idempotency-Key; 409 INSUFFICIENT_BALANCE; 422 NO_PAYOUT_ACCOUNT |
 * | GET    | /api/withdrawal-approval?token=       | anyone with the link   | 200 WithdrawalApprovalRequest; 404 an unknown or expired link; 403 the teen's own session |
 * | POST   | /api/withdrawal-approval              | anyone with the link   | 200 WithdrawalApprovalRequest (decided); 409 WITHDRAWAL_ALREADY_DECIDED |
 * | GET    | /api/admin/payouts?status=failed      | admin                  | 200 AdminPayouts |
 *
 * Tokens travel in the query or the body, never the path, so the request log
 * (which redacts `token=`) never holds one.
 *
 * Test bank numbers (as Stripe's): routing number 110000000 with account
 * 000123456789 pays; account 000111111116 is accepted and then fails at
 * settlement ('no_account': the bank account could not be found). A routing
 * number must pass the ABA checksum; an account number is 4 to 17 digits.
 */
import { z } from 'zod';

export const PAYOUT_ACCOUNT_PATH = '/api/me/payout-account';
export const PAYOUT_GUARDIAN_LINK_PATH = '/api/me/payout-account/guardian-link';
export const PAYOUT_SETUP_PATH = '/api/payout-setup';
export const WITHDRAWALS_PATH = '/api/me/withdrawals';
export const WITHDRAWAL_APPROVAL_PATH = '/api/withdrawal-approval';
export const ADMIN_PAYOUTS_PATH = '/api/admin/payouts';

/** The smallest withdrawal: $10. */
export const MIN_WITHDRAWAL_CENTS = 1000;
/** A minor's withdrawal above $100 waits for the guardian's approval. */
export const GUARDIAN_APPROVAL_ABOVE_CENTS = 10_000;
/** How long a simulated payout stays in transit, unless PAYOUT_SETTLE_SECONDS says otherwise. */
export const DEFAULT_PAYOUT_SETTLE_SECONDS = 5;
/** How long a guardian's set-up or approval link works. */
export const PAYOUT_LINK_DAYS = 7;

/** The documented test bank numbers of the simulated payout provider. */
export const TEST_BANK = {
  routingNumber: '110000000',
  accountPays: '000123456789',
  accountFails: '000111111116',
} as const;

export const withdrawalStatuses = [
  /** A minor's withdrawal above $100: waiting for the guardian's approval (the money is out of available). */
  'awaiting_approval',
  /** Accepted; the payout is about to be sent. */
  'pending',
  /** Sent to the bank. */
  'in_transit',
  /** Reached the bank. */
  'paid',
  /** The bank refused it: the money is back in the available balance. */
  'failed',
  /** The guardian declined it: the money is back in the available balance. */
  'declined',
  /** The guardian did not answer in time: the money is back in the available balance. */
  'expired',
] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** Whose account a payout goes to. */
export const payoutAccountOwners = ['self', 'guardian'] as const;
export type PayoutAccountOwner = (typeof payoutAccountOwners)[number];

/** Field messages of the bank account form, shown by the form and answered by the server alike. */
export const PAYOUT_MESSAGES = {
  holderNameRequired: 'Account holder name is required',
  routingNumberInvalid: 'Routing number must be 9 digits',
  routingNumberUnknown: 'This routing number is not valid. Check it on a cheque or with your bank.',
  accountNumberInvalid: 'Account number must be 4 to 17 digits',
  accountNumberRequired: 'Account number is required',
  amountTooSmall: 'The smallest withdrawal is $10.00',
  amountInvalid: 'Enter an amount in dollars and cents',
  amountTooLarge: 'You cannot withdraw more than your available balance',
} as const;

const digits = (s: string) => s.replace(/[\s-]/g, '');

export const bankAccountInputSchema = z
  .object({
    holderName: z.string().trim().min(1, PAYOUT_MESSAGES.holderNameRequired).max(100),
    routingNumber: z
      .string()
      .max(20, PAYOUT_MESSAGES.routingNumberInvalid)
      .transform(digits)
      .pipe(z.string().regex(/^\d{9}$/, PAYOUT_MESSAGES.routingNumberInvalid)),
    accountNumber: z
      .string()
      .max(30, PAYOUT_MESSAGES.accountNumberInvalid)
      .transform(digits)
      .pipe(
        z
          .string()
          .min(1, PAYOUT_MESSAGES.accountNumberRequired)
          .regex(/^\d{4,17}$/, PAYOUT_MESSAGES.accountNumberInvalid),
      ),
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** A payout account as shown: never the whole account number. */
export const payoutAccountSchema = z.object({
  holderName: z.string(),
  bankName: z.string(),
  last4: z.string(),
  owner: z.enum(payoutAccountOwners),
  /** The guardian who set it up, for a minor's account; null for the seller's own. */
  guardianName: z.string().nullable(),
  addedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** A minor's guardian set-up: who will set it up, and when the last link was sent (null: never). */
export const guardianSetupSchema = z.object({
  guardianName: z.string(),
  linkSentAt: z.string().nullable(),
});
export type GuardianSetup = z.infer<typeof guardianSetupSchema>;

export const payoutAccountStateSchema = z.object({
  /** Who adds the account: the seller, or (for a minor) the guardian who consented. */
  managedBy: z.enum(payoutAccountOwners),
  account: payoutAccountSchema.nullable(),
  /** For a minor: the guardian set-up; null for an adult. */
  guardianSetup: guardianSetupSchema.nullable(),
});
export type PayoutAccountState = z.infer<typeof payoutAccountStateSchema>;

export const guardianLinkSentSchema = guardianSetupSchema;
export type GuardianLinkSent = z.infer<typeof guardianLinkSentSchema>;

export const payoutTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** What the guardian's set-up page shows. */
export const payoutSetupRequestSchema = z.object({
  teenName: z.string(),
  guardianName: z.string(),
  /** The account already set up, when there is one (the page replaces it). */
  account: payoutAccountSchema.nullable(),
  expiresAt: z.string(),
});
export type PayoutSetupRequest = z.infer<typeof payoutSetupRequestSchema>;

export const payoutSetupInputSchema = bankAccountInputSchema.extend({ token: z.string().min(1).max(200) }).strict();
export type PayoutSetupInput = z.input<typeof payoutSetupInputSchema>;

export const payoutSetupDoneSchema = z.object({ teenName: z.string(), account: payoutAccountSchema });
export type PayoutSetupDone = z.infer<typeof payoutSetupDoneSchema>;

export const withdrawalInputSchema = z
  .object({
    amountCents: z
      .number(PAYOUT_MESSAGES.amountInvalid)
      .int(PAYOUT_MESSAGES.amountInvalid)
      .min(MIN_WITHDRAWAL_CENTS, PAYOUT_MESSAGES.amountTooSmall)
      .max(100_000_000),
  })
  .strict();
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

/** The Withdraw dialog's form: dollars as typed ('25' or '25.50'), at least $10 and at most `availableCents`. */
export const withdrawalFormSchema = (availableCents: number) =>
  z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, PAYOUT_MESSAGES.amountInvalid)
      .refine((value) => Math.round(Number(value) * 100) >= MIN_WITHDRAWAL_CENTS, PAYOUT_MESSAGES.amountTooSmall)
      .refine((value) => Math.round(Number(value) * 100) <= availableCents, PAYOUT_MESSAGES.amountTooLarge),
  });
export type WithdrawalForm = z.infer<ReturnType<typeof withdrawalFormSchema>>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: withdrawalStatusSchema,
  /** Why a payout failed or a withdrawal was declined, in words for the seller; null otherwise. */
  failureReason: z.string().nullable(),
  /** The account it goes to, as it was when asked. */
  account: z.object({ last4: z.string(), owner: z.enum(payoutAccountOwners), guardianName: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsStateSchema = z.object({
  availableCents: z.number().int(),
  minimumCents: z.number().int(),
  /** Above this a minor's withdrawal waits for the guardian; null for an adult. */
  approvalAboveCents: z.number().int().nullable(),
  withdrawals: z.array(withdrawalSchema),
});
export type WithdrawalsState = z.infer<typeof withdrawalsStateSchema>;

export const withdrawalApprovalRequestSchema = z.object({
  teenName: z.string(),
  guardianName: z.string(),
  amountCents: z.number().int(),
  last4: z.string(),
  status: withdrawalStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type WithdrawalApprovalRequest = z.infer<typeof withdrawalApprovalRequestSchema>;

export const withdrawalDecisionSchema = z
  .object({ token: z.string().min(1).max(200), decision: z.enum(['approve', 'decline']) })
  .strict();
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;

export const adminPayoutsQuerySchema = z.object({ status: withdrawalStatusSchema.default('failed') });
export const adminPayoutsSchema = z.object({
  payouts: z.array(
    withdrawalSchema.extend({ user: z.object({ id: z.string(), name: z.string(), isMinor: z.boolean() }) }),
  ),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;
