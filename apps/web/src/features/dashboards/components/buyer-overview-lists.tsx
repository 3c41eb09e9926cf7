import { formatMoney } from '@teenfreelance/contracts/money';
import { ORDER_STATUS_LABELS } from '@teenfreelance/contracts/orders';
import type { BuyerActiveOrder, BuyerOverview } from '@teenfreelance/contracts/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

/** What happens next on an active order, said to its buyer. */
function buyerNextStep(order: BuyerActiveOrder): string {
  if (order.cancellationRequestedBy === 'seller') return 'The seller asked to cancel: accept or decline their request';
  if (order.cancellationRequestedBy === 'buyer') return 'Waiting for the seller to answer your cancellation request';
  if (order.partialRefundOfferedBy === 'seller') return 'The seller proposed a partial refund: accept or decline it';
  if (order.extensionRequested) return 'The seller asked for more time: give it or keep the due date';
  if (order.partialRefundOfferedBy === 'buyer') return 'Waiting for the seller to answer your partial refund';
  const due = formatLongDate(order.dueAt);
  switch (order.status) {
    case 'paid':
      return `Waiting for the seller to start (due ${due})`;
    case 'in_progress':
      return `The seller is working on it (due ${due})`;
    case 'delivered':
      return 'Review the delivery: accept it or ask for a revision';
    default:
      return `The seller is working on your revision (due ${due})`;
  }
}

const linkClasses = 'font-medium text-link hover:underline focus-ring';

/** One item of an overview list: its title links to its page; `detail` is said under the title, `aside` beside it. */
interface OverviewRow {
  id: string;
  href: string;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
}

interface OverviewListProps {
  id: string;
  heading: string;
  /** Where the whole list is: the tab or page that shows every item. */
  more: { label: string; href: string };
  empty: string;
  rows: readonly OverviewRow[];
}

/** One of the overview's short lists, with a link to the tab that holds them all. */
function OverviewList({ id, heading, more, empty, rows }: OverviewListProps) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          {heading}
        </h3>
        <Link to={more.href} className={`text-sm ${linkClasses}`}>
          {more.label}
        </Link>
      </div>
      {rows.length > 0 ? (
        <ul className="grid divide-y">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
              <span className="grid gap-0.5">
                <Link to={row.href} className={linkClasses}>
                  {row.title}
                </Link>
                {row.detail}
              </span>
              {row.aside}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The buyer's active orders with their next step, open job posts with new proposals, and saved gigs. */
export function BuyerOverviewLists({ overview }: { overview: BuyerOverview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewList
        id="overview-active-orders"
        heading="Active orders"
        more={{ label: 'All orders', href: paths.dashboard.getHref('orders') }}
        empty="No active orders."
        rows={overview.activeOrderList.map((order) => ({
          id: order.id,
          href: paths.order.getHref(order.id),
          title: order.title,
          detail: (
            <>
              <span className="text-muted-foreground">
                {order.number} · {order.sellerName} · {ORDER_STATUS_LABELS[order.status]}
              </span>
              <span>Next: {buyerNextStep(order)}</span>
            </>
          ),
        }))}
      />
      <OverviewList
        id="overview-job-posts"
        heading="Open job posts"
        more={{ label: 'All job posts', href: paths.dashboard.getHref('jobs') }}
        empty="No open job posts."
        rows={overview.openJobPostList.map((job) => ({
          id: job.id,
          href: paths.job.getHref(job.id),
          title: job.title,
          aside: (
            <span className={job.newProposals > 0 ? 'font-semibold text-primary' : 'text-muted-foreground'}>
              {job.newProposals} new {job.newProposals === 1 ? 'proposal' : 'proposals'} of {job.proposals}
            </span>
          ),
        }))}
      />
      <OverviewList
        id="overview-saved-gigs"
        heading="Saved gigs"
        more={{ label: 'All saved gigs', href: paths.dashboard.getHref('saved') }}
        empty="No saved gigs yet."
        rows={overview.savedGigList.map((gig) => ({
          id: gig.id,
          href: paths.gig.getHref(gig.id),
          title: gig.title,
          detail: <span className="text-muted-foreground">{gig.sellerName}</span>,
          aside: <span className="font-semibold">From {formatMoney(gig.priceCents)}</span>,
        }))}
      />
    </div>
  );
}
