import { randomBytes } from 'node:crypto';
import { isExpiryInFuture, isLuhnValid } from '@teenfreelance/contracts/checkout';
import type { Clock } from '../../clock.ts';
import {
  cardBrandOf,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentProvider,
} from './payment-provider.ts';

/**
 * The documented test cards (as Stripe's): any future expiry and any three
 * digits. Every other valid number succeeds.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

const DECLINES_BY_NUMBER: Record<string, DeclineCode> = {
  [TEST_CARDS.declined]: 'card_declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired_card',
};

/** A charge as the simulated provider's ledger holds it. */
export interface SimulatedCharge {
  chargeRef: string;
  amountCents: number;
  idempotencyKey: string;
  status: 'succeeded' | 'refunded';
  /** What went back to the card: all of it once refunded, or the parts refunded so far. */
  refundedCents: number;
}

export interface SimulatedPaymentProvider extends PaymentProvider {
  /** Every charge made, refunded ones included: what a provider's dashboard would show (tests read it). */
  charges(): readonly SimulatedCharge[];
}

const SIMULATED_CHARGE_REF = /^ch_sim_[0-9a-f]{24}$/;

/** The reference of a new simulated charge (the demo seed's payments use it too, so they can be refunded). */
export function newSimulatedChargeRef(): string {
  return `ch_sim_${randomBytes(12).toString('hex')}`;
}

/**
 * A saved card: the simulated provider keeps no state across processes, so
 * its reference carries what decides a later charge (number of the test
 * card it behaves as, brand, last four, expiry), never the whole number.
 */
function savedMethodRef(card: CardDetails): string {
  const behaviour = DECLINES_BY_NUMBER[card.number] ?? 'ok';
  const expiry = card.expiry.replace('/', '');
  return `pm_sim_${behaviour}_${card.number.slice(-4)}_${expiry}_${randomBytes(6).toString('hex')}`;
}

function fromSavedMethod(ref: string): { behaviour: DeclineCode | 'ok'; last4: string; expiry: string } | null {
  const match = /^pm_sim_([a-z_]+)_(\d{4})_(\d{4})_[0-9a-f]+$/.exec(ref);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const behaviour = match[1] as DeclineCode | 'ok';
  return { behaviour, last4: match[2], expiry: `${match[3].slice(0, 2)}/${match[3].slice(2)}` };
}

/**
 * A payment provider that behaves like a real one without moving money: it
 * checks the card (Luhn, expiry against the clock, CVC), declines the test
 * cards that decline, answers the same charge for a repeated idempotency key,
 * and refunds. Its ledger is in memory, per instance.
 */
export function createSimulatedPaymentProvider({ clock }: { clock: Clock }): SimulatedPaymentProvider {
  const ledger = new Map<string, SimulatedCharge>();
  const byIdempotencyKey = new Map<string, ChargeResult>();
  const refundedParts = new Set<string>();

  function decide(request: ChargeRequest): { decline: DeclineCode | null; brand: string; last4: string } {
    if ('card' in request.source) {
      const { number, expiry, cvc } = request.source.card;
      const brand = cardBrandOf(number);
      const last4 = number.slice(-4);
      if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) return { decline: 'incorrect_number', brand, last4 };
      if (!/^\d{3}$/.test(cvc)) return { decline: 'incorrect_cvc', brand, last4 };
      if (!isExpiryInFuture(expiry, clock.now())) return { decline: 'expired_card', brand, last4 };
      return { decline: DECLINES_BY_NUMBER[number] ?? null, brand, last4 };
    }
    const saved = fromSavedMethod(request.source.paymentMethodRef);
    if (!saved) return { decline: 'card_declined', brand: 'Card', last4: '0000' };
    const brand = 'Visa';
    if (!isExpiryInFuture(saved.expiry, clock.now())) return { decline: 'expired_card', brand, last4: saved.last4 };
    return { decline: saved.behaviour === 'ok' ? null : saved.behaviour, brand, last4: saved.last4 };
  }

  return {
    name: 'simulated',

    async charge(request) {
      const earlier = byIdempotencyKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const { decline, brand, last4 } = decide(request);
      let result: ChargeResult;
      if (decline) {
        result = { status: 'declined', declineCode: decline, cardBrand: brand, cardLast4: last4 };
      } else {
        const chargeRef = newSimulatedChargeRef();
        ledger.set(chargeRef, {
          chargeRef,
          amountCents: request.amountCents,
          idempotencyKey: request.idempotencyKey,
          status: 'succeeded',
          refundedCents: 0,
        });
        const paymentMethodRef =
          request.savePaymentMethod && 'card' in request.source
            ? savedMethodRef(request.source.card)
            : 'paymentMethodRef' in request.source
              ? request.source.paymentMethodRef
              : null;
        result = { status: 'succeeded', chargeRef, cardBrand: brand, cardLast4: last4, paymentMethodRef };
      }
      byIdempotencyKey.set(request.idempotencyKey, result);
      return result;
    },

    async checkCard(card) {
      // The same checks and test cards as a charge, with nothing put in the ledger.
      const { decline, brand, last4 } = decide({
        amountCents: 0,
        description: '',
        idempotencyKey: '',
        source: { card },
      });
      return decline
        ? { status: 'declined', declineCode: decline, cardBrand: brand, cardLast4: last4 }
        : { status: 'verified', cardBrand: brand, cardLast4: last4 };
    },

    async refund(chargeRef, part) {
      // A charge another process made, or this one before a restart, is not in this instance's ledger
      // but is one of ours all the same: its reference says so, as a real provider's account would.
      if (!SIMULATED_CHARGE_REF.test(chargeRef)) throw new Error(`no such charge: ${chargeRef}`);
      const charge = ledger.get(chargeRef);
      if (!charge || charge.status === 'refunded') return;
      if (!part) {
        charge.status = 'refunded';
        charge.refundedCents = charge.amountCents;
        return;
      }
      if (refundedParts.has(part.idempotencyKey)) return;
      if (part.amountCents <= 0 || charge.refundedCents + part.amountCents > charge.amountCents) {
        throw new Error(`refund of ${part.amountCents} is more than is left of ${chargeRef}`);
      }
      refundedParts.add(part.idempotencyKey);
      charge.refundedCents += part.amountCents;
      if (charge.refundedCents === charge.amountCents) charge.status = 'refunded';
    },

    charges: () => [...ledger.values()].map((charge) => ({ ...charge })),
  };
}
