/**
 * What the server needs from a payout provider: check and keep a bank
 * account, send a payout to it, and say where a payout is. The payouts code
 * talks only to this interface, so a real provider (Stripe Connect, a bank's
 * API) replaces the simulated one, given to `buildApp` like the payment
 * provider, without touching it (docs/decisions/0071).
 *
 * The whole account number goes to the provider and nowhere else: the server
 * keeps the last four and the provider's reference.
 */
export interface BankAccountDetails {
  holderName: string;
  /** Nine digits. */
  routingNumber: string;
  /** Digits only. */
  accountNumber: string;
}

export type AddBankAccountResult =
  | { status: 'added'; accountRef: string; bankName: string; last4: string }
  /** The bank details were refused: which field, and why in words for the person typing them. */
  | { status: 'refused'; field: 'routingNumber' | 'accountNumber'; message: string };

export interface PayoutRequest {
  accountRef: string;
  amountCents: number;
  /** The same key never makes two payouts (the withdrawal's id). */
  idempotencyKey: string;
}

export type PayoutState =
  | { status: 'in_transit' }
  | { status: 'paid' }
  /** `failureCode` as the provider names it ('no_account'); `failureMessage` its words. */
  | { status: 'failed'; failureCode: string; failureMessage: string };

export interface PayoutProvider {
  readonly name: string;
  /** Checks the bank details and keeps the account; throws only when the provider cannot be reached. */
  addBankAccount(details: BankAccountDetails): Promise<AddBankAccountResult>;
  /** Sends a payout; the same idempotency key answers the same payout. */
  createPayout(request: PayoutRequest): Promise<{ payoutRef: string }>;
  /** Where a payout is now (after its settlement time, paid or failed). */
  payoutState(payoutRef: string): Promise<PayoutState>;
}
