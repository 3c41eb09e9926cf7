/**
 * What the server needs from a payment provider: charge a card (or a saved
 * payment method) and refund a charge. The order and Pro code talk only to
 * this interface, so a real provider replaces the simulated one (given to
 * `buildApp` like the mailer) without touching them (docs/decisions/0039).
 *
 * The card's number and CVC go to the provider and nowhere else: the server
 * keeps the brand and last four digits the provider answers, never logs the
 * request body, and redacts `cardNumber` and `cvc` from its log all the same.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  holderName: string;
}

/** Why a provider refused a charge, as real providers name it. */
export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_number' | 'incorrect_cvc';

export interface ChargeRequest {
  amountCents: number;
  /** What the buyer's statement says. */
  description: string;
  /**
   * The provider's own idempotency key: the same key never charges twice,
   * so a request retried after a crash between charge and record finds its charge.
   */
  idempotencyKey: string;
  source: { card: CardDetails } | { paymentMethodRef: string };
  /** Keep the card for later charges (Pro renewals): the answer carries `paymentMethodRef`. */
  savePaymentMethod?: boolean;
}

export type ChargeResult =
  | {
      status: 'succeeded';
      /** The provider's id of the charge, for refunds. */
      chargeRef: string;
      cardBrand: string;
      cardLast4: string;
      /** A reusable reference to the card when `savePaymentMethod` was asked; never the card itself. */
      paymentMethodRef: string | null;
    }
  | { status: 'declined'; declineCode: DeclineCode; cardBrand: string; cardLast4: string };

/** A $0 card check's answer: the card is real and usable (verified), or why not. */
export type CardCheckResult =
  | { status: 'verified'; cardBrand: string; cardLast4: string }
  | { status: 'declined'; declineCode: DeclineCode; cardBrand: string; cardLast4: string };

export interface PaymentProvider {
  /** Stored with every payment ('simulated'). */
  readonly name: string;
  /** Charges the card; throws only when the provider cannot be reached or fails (not for a decline). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Refunds a charge in full, or only `part.amountCents` of it (an order
   * completed with a partial refund, decision 0082). Refunding a refunded
   * charge is a no-op, and so is a part whose `idempotencyKey` was refunded already.
   */
  refund(chargeRef: string, part?: { amountCents: number; idempotencyKey: string }): Promise<void>;
  /**
   * A $0 card check (a zero-amount authorisation, as real providers offer):
   * asks the card's bank whether the card is good, moves no money and keeps
   * nothing. Declines as a charge would (decision 0085).
   */
  checkCard(card: CardDetails): Promise<CardCheckResult>;
}

/** The card's network, from its number's prefix. */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}
