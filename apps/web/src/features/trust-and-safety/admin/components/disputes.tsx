import { useId, useState } from 'react';
import { formatMoney } from '@teenfreelance/contracts/money';
import { DISPUTE_TEXTS, type DisputeQueue } from '@teenfreelance/contracts/orders';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useDisputeQueue } from '../api/disputes.ts';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { DisputeCase } from './dispute-case.tsx';

type QueueItem = DisputeQueue['disputes'][number];

/** One open dispute in the queue; "Review" opens its case (the evidence and the decision). */
function DisputeRow({ item, now }: { item: QueueItem; now: number }) {
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {item.number}: {item.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {item.buyerName} (buyer) and {item.sellerName} (seller) · {formatMoney(item.priceCents)} · opened by the{' '}
            {item.openedBy} <RelativeTime iso={item.openedAt} now={now} />
          </p>
          <Link to={paths.order.getHref(item.orderId)} className="text-sm text-link">
            Open the order
          </Link>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.needsDecision ? (
            <Badge>{item.round === 2 ? 'Appeal' : 'Needs a decision'}</Badge>
          ) : (
            <Badge variant="soft">Waiting</Badge>
          )}
          <Button
            variant="outline"
            aria-expanded={isOpen}
            aria-describedby={headingId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Close' : 'Review'}
          </Button>
        </div>
      </header>
      {isOpen && <DisputeCase orderId={item.orderId} />}
    </article>
  );
}

/** The admins' Disputes tab (decision 0088): open disputes, those waiting for a decision first. */
export function Disputes() {
  const query = useDisputeQueue();
  const now = useNow();
  return (
    <AdminSection title={DISPUTE_TEXTS.adminTab}>
      <QueryState query={query} loadingLabel="Loading disputes..." errorTitle="Disputes could not be loaded.">
        {({ disputes }) =>
          disputes.length === 0 ? (
            <EmptyNote>{DISPUTE_TEXTS.adminEmpty}</EmptyNote>
          ) : (
            <div className="grid gap-4">
              {disputes.map((item) => (
                <DisputeRow key={item.orderId} item={item} now={now} />
              ))}
            </div>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
