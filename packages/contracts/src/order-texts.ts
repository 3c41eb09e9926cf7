/** The order page's words, and the texts of what the parties agree on (decision 0082). orders.ts re-exports this file. */
import type { OrderAction } from './order-states.ts';

const DONE_TEXTS: Partial<Record<OrderAction, string>> = {
  submit_requirements: 'Answers sent: the delivery time has started',
  request_extension: 'Request sent',
  accept_extension: 'Due date moved',
  decline_extension: 'Due date kept',
  propose_partial_refund: 'Proposal sent',
  accept_partial_refund: 'Order completed with the agreed split',
  decline_partial_refund: 'Proposal declined',
  withdraw_partial_refund: 'Proposal withdrawn',
  open_dispute: 'Dispute opened',
  answer_dispute: 'Answer sent',
  accept_decision: 'Decision accepted',
  appeal_dispute: 'Appeal sent',
};

/** The order page's words (the specification gives only the statuses; the rest is ours in its tone). */
export const ORDER_TEXTS = {
  title: 'Order',
  notFound: 'Order not found',
  notFoundHint: "This order doesn't exist or you are not part of it.",
  details: 'Order Details',
  timeline: 'Timeline',
  dueDate: 'Due date',
  files: 'Delivery files',
  messageFreelancer: 'Message Freelancer',
  messageBuyer: 'Message Buyer',
  autoCompletes: 'Completes automatically on',
  actions: {
    submit_requirements: 'Submit Answers',
    start: 'Start Working',
    deliver: 'Deliver Order',
    request_revision: 'Request Revision',
    accept: 'Accept Delivery',
    cancel: 'Cancel Order',
    request_cancellation: 'Request Cancellation',
    confirm_cancellation: 'Agree to Cancel',
    decline_cancellation: 'Keep the Order',
    withdraw_cancellation: 'Withdraw Cancellation Request',
    request_extension: 'Ask for More Time',
    accept_extension: 'Give More Time',
    decline_extension: 'Keep the Due Date',
    propose_partial_refund: 'Propose a Partial Refund',
    accept_partial_refund: 'Accept the Split',
    decline_partial_refund: 'Decline the Split',
    withdraw_partial_refund: 'Withdraw the Proposal',
    cancel_for_lateness: 'Cancel for Lateness',
    open_dispute: 'Open a Dispute',
    answer_dispute: 'Answer the Dispute',
    accept_decision: 'Accept the Decision',
    appeal_dispute: 'Appeal',
  } satisfies Record<OrderAction, string>,
  busy: 'Saving...',
  /** The toast after an action: what it did, or the status it left the order in. */
  done: (action: OrderAction, statusLabel: string): string =>
    DONE_TEXTS[action] ?? `Order ${statusLabel.toLowerCase()}`,
  failed: 'Something went wrong. Please try again.',
  cancellationRequested: 'Cancellation requested',
  revisionsLeft: (left: number | null) =>
    left === null ? 'Unlimited revisions' : `${left} revision${left === 1 ? '' : 's'} left`,
} as const;

const days = (n: number) => `${n} more day${n === 1 ? '' : 's'}`;

/**
 * What the order page says about extensions, partial refunds and lateness
 * (ours, not the specification's: plain and kind, since a teen seller reads
 * them). Amounts and dates come in formatted.
 */
export const AGREEMENT_TEXTS = {
  extensionDaysLabel: 'How many more days do you need?',
  extensionReasonLabel: 'Why do you need more time?',
  extensionAskedOfBuyer: (n: number, newDueDate: string) =>
    `The seller asked for ${days(n)}. If you agree, the new due date is ${newDueDate}.`,
  extensionAskedBySeller: (n: number) => `You asked for ${days(n)}. The buyer has not answered yet.`,
  extensionExpires: (date: string) => `The request expires on ${date} if nobody answers.`,
  refundAmountLabel: 'Part of the price to refund ($)',
  refundMessageLabel: 'Why is this split fair?',
  refundHint: (price: string) =>
    `Less than the price (${price}). The buyer also gets back the fee on the refunded part.`,
  offerFromOther: (party: 'buyer' | 'seller', refund: string) =>
    `The ${party} proposed to complete the order with ${refund} of the price refunded.`,
  offerFromYou: (refund: string) =>
    `You proposed to complete the order with ${refund} of the price refunded. Waiting for an answer.`,
  offerSplit: (buyerGetsBack: string, sellerEarns: string) =>
    `The buyer gets back ${buyerGetsBack} and the seller earns ${sellerEarns}.`,
  completedWithSplit: (buyerGetsBack: string, sellerEarns: string) =>
    `Completed by agreement: ${buyerGetsBack} went back to the buyer's card and the seller earned ${sellerEarns}.`,
  lateForBuyer: (date: string) =>
    `This order is past its due date. From ${date} you can cancel it for a full refund, or give the seller more time if they ask.`,
  lateCancellableNow: 'This order is late. You can cancel it for a full refund, or keep waiting.',
  lateForSeller: 'This order is past its due date. Deliver as soon as you can, or ask the buyer for more time.',
  refundedPart: 'Refunded to the buyer',
  sellerEarned: 'Seller earned',
} as const;
