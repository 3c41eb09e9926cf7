import {
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  type OrderEvent,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import { FileDown } from 'lucide-react';
import { formatOrderDateTime } from './order-dates.ts';

/** What each entry of the timeline says happened. */
const TRANSITION_TEXTS: Record<OrderTransitionName, string> = {
  place: 'Order placed and paid',
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
};

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
