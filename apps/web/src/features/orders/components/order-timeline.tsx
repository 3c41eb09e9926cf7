import {
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  type OrderEvent,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { formatMoney } from '@teenfreelance/contracts/money';
import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import { FileDown } from 'lucide-react';
import { formatOrderDateTime } from './order-dates.ts';

/** What each entry of the timeline says happened. */
const TRANSITION_TEXTS: Record<OrderTransitionName, string> = {
  place: 'Order placed and paid',
  submit_requirements: 'Requirements answered: the delivery time started',
  expire_requirements: 'Cancelled and refunded: the questions were not answered in 7 days',
  start: 'Work started',
  deliver: 'Order delivered',
  request_revision: 'Revision requested',
  accept: 'Delivery accepted',
  cancel: 'Order cancelled',
  request_cancellation: 'Cancellation requested',
  confirm_cancellation: 'Cancellation agreed',
  decline_cancellation: 'Cancellation declined',
  withdraw_cancellation: 'Cancellation request withdrawn',
  auto_complete: 'Completed automatically',
  consent_withdrawn: 'Cancelled: the seller’s parent withdrew consent',
  request_extension: 'More time requested',
  accept_extension: 'More time given',
  decline_extension: 'Due date kept',
  expire_extension: 'Request for more time expired',
  propose_partial_refund: 'Partial refund proposed',
  accept_partial_refund: 'Partial refund agreed: order completed',
  decline_partial_refund: 'Partial refund declined',
  withdraw_partial_refund: 'Partial refund withdrawn',
  cancel_for_lateness: 'Cancelled for lateness (full refund)',
  open_dispute: 'Dispute opened',
  answer_dispute: 'Dispute answered',
  escalate_dispute: 'Dispute sent to an admin without an answer',
  decide_dispute: 'An admin decided the dispute',
  accept_decision: 'Decision accepted',
  appeal_dispute: 'Decision appealed',
  settle_dispute_release: 'Dispute closed: payment released to the seller',
  settle_dispute_refund: 'Dispute closed: full refund to the buyer',
  settle_dispute_partial: 'Dispute closed: part of the price refunded',
};

/** The days or the amount an entry carries, in words. */
function termsOf(event: OrderEvent): string | null {
  if (event.days !== null) return `${event.days} more day${event.days === 1 ? '' : 's'}`;
  if (event.refundCents !== null) return `${formatMoney(event.refundCents)} of the price refunded`;
  return null;
}

export function FileLink({ file }: { file: OrderEvent['files'][number] }) {
  return (
    <a href={file.url} download={file.fileName} className="inline-flex items-center gap-2 text-sm text-link">
      <FileDown aria-hidden="true" className="size-4" />
      {file.fileName}
      <span className="text-muted-foreground">({Math.max(1, Math.round(file.sizeBytes / 1024))} KB)</span>
    </a>
  );
}

/** Every transition of the order, oldest first, with who made it and what they wrote. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section aria-labelledby="order-timeline" className="grid gap-3">
      <h2 id="order-timeline" className="text-lg font-semibold">
        {ORDER_TEXTS.timeline}
      </h2>
      <ol className="grid gap-4 border-l pl-4">
        {events.map((event) => (
          <li key={event.id} className="grid gap-1">
            <p className="font-medium">
              {TRANSITION_TEXTS[event.transition]}
              <span className="sr-only">, status {ORDER_STATUS_LABELS[event.toStatus]}</span>
            </p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatOrderDateTime(event.createdAt)}</time>
              {event.actorName ? ` · ${event.actorName}` : ''}
            </p>
            {termsOf(event) && <p className="text-sm">{termsOf(event)}</p>}
            {event.message && <p className="text-sm whitespace-pre-line">{event.message}</p>}
            {/* The server hid contact details in an order with a teen (decision 0065), as in their messages. */}
            {event.masked && <p className="text-xs text-muted-foreground">{CONTACT_MASKING_TEXTS.maskedNotice}</p>}
            {event.files.length > 0 && (
              <ul className="grid gap-1">
                {event.files.map((file) => (
                  <li key={file.id}>
                    <FileLink file={file} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
