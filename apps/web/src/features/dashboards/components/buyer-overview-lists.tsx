import { formatMoney } from '@teenfreelance/contracts/money';
import { ORDER_STATUS_LABELS } from '@teenfreelance/contracts/orders';
import type { BuyerOverview } from '@teenfreelance/contracts/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

type ActiveOrder = BuyerOverview['activeOrderList'][number];

/** What happens next on an active order, said to its buyer. */
export function buyerNextStep(order: ActiveOrder): string {
  if (order.cancellationRequestedBy === 'seller') return 'The seller asked to cancel: accept or decline their request';
  if (order.cancellationRequestedBy === 'buyer') return 'Waiting for the seller to answer your cancellation request';
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

interface OverviewListProps {
  id: string;
  heading: string;
  /** Where the whole list is: the tab or page that shows every item. */
  more: { label: string; href: string };
  empty: string;
  children: ReactNode[];
}

/** One of the overview's short lists, with a link to the tab that holds them all. */
function OverviewList({ id, heading, more, empty, children }: OverviewListProps) {
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
      {children.length > 0 ? (
        <ul className="grid divide-y">{children}</ul>
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
      >
        {overview.activeOrderList.map((order) => (
          <li key={order.id} className="grid gap-0.5 py-2 text-sm">
            <Link to={paths.order.getHref(order.id)} className={linkClasses}>
              {order.title}
            </Link>
            <span className="text-muted-foreground">
              {order.number} · {order.sellerName} · {ORDER_STATUS_LABELS[order.status]}
            </span>
            <span>Next: {buyerNextStep(order)}</span>
          </li>
        ))}
      </OverviewList>
      <OverviewList
        id="overview-job-posts"
        heading="Open job posts"
        more={{ label: 'All job posts', href: paths.dashboard.getHref('jobs') }}
        empty="No open job posts."
      >
        {overview.openJobPostList.map((job) => (
          <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
            <Link to={paths.job.getHref(job.id)} className={linkClasses}>
              {job.title}
            </Link>
            <span className={job.newProposals > 0 ? 'font-semibold text-primary' : 'text-muted-foreground'}>
              {job.newProposals} new {job.newProposals === 1 ? 'proposal' : 'proposals'} of {job.proposals}
            </span>
          </li>
        ))}
      </OverviewList>
      <OverviewList
        id="overview-saved-gigs"
        heading="Saved gigs"
        more={{ label: 'All saved gigs', href: paths.dashboard.getHref('saved') }}
        empty="No saved gigs yet."
      >
        {overview.savedGigList.map((gig) => (
          <li key={gig.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
            <span className="grid">
              <Link to={paths.gig.getHref(gig.id)} className={linkClasses}>
                {gig.title}
              </Link>
              <span className="text-muted-foreground">{gig.sellerName}</span>
            </span>
            <span className="font-semibold">From {formatMoney(gig.priceCents)}</span>
          </li>
        ))}
      </OverviewList>
    </div>
  );
}
