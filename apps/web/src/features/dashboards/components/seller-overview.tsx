import { formatMoney } from '@teenfreelance/contracts/money';
import type { SellerOverview as SellerOverviewData } from '@teenfreelance/contracts/dashboard';
import { paths } from '../../../lib/paths.ts';
import { useSellerOverview } from '../api/get-seller-overview.ts';
import { EarningsChart } from './earnings-chart.tsx';
import { FirstSteps, type FirstStep } from './first-steps.tsx';
import { formatDuration } from './format.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Stat, StatGrid, UnreadMessagesStat } from './stat.tsx';

export const FREELANCER_FIRST_STEPS: readonly FirstStep[] = [
  {
    label: 'Create your first gig',
    description: 'Offer a service with a title, a price and a few pictures.',
    href: paths.createGig.getHref(),
  },
  { label: 'Browse jobs', description: "Send a proposal to a client's job post.", href: paths.jobs.getHref() },
];

const NONE_YET = 'None yet';

/** A freelancer with no orders, earnings or reviews yet. */
export const isNewSeller = (overview: SellerOverviewData): boolean =>
  overview.gigs === 0 &&
  overview.activeOrders === 0 &&
  overview.earningsTotalCents === 0 &&
  overview.rating.count === 0 &&
  overview.earningsByMonth.every((month) => month.cents === 0);

function SellerFigures({ overview }: { overview: SellerOverviewData }) {
  const { rating } = overview;
  return (
    <StatGrid>
      <Stat label="Active orders" value={overview.activeOrders} />
      <Stat
        label="Late orders"
        value={overview.lateOrders}
        detail={overview.lateOrders > 0 ? 'Past their due date' : 'All on time'}
      />
      <Stat label="Earnings this month" value={formatMoney(overview.earningsThisMonthCents)} />
      <Stat label="Total earnings" value={formatMoney(overview.earningsTotalCents)} />
      <Stat
        label="Rating"
        value={rating.count > 0 ? rating.average.toFixed(1) : NONE_YET}
        detail={rating.count > 0 ? `${rating.count} review${rating.count === 1 ? '' : 's'}` : 'No reviews yet'}
      />
      <Stat
        label="Response rate"
        value={overview.responseRatePercent === null ? NONE_YET : `${overview.responseRatePercent}%`}
        detail="Answered within 24 hours"
      />
      <Stat
        label="Response time"
        value={overview.responseTimeMinutes === null ? NONE_YET : formatDuration(overview.responseTimeMinutes)}
        detail="Median first answer"
      />
      <UnreadMessagesStat count={overview.unreadConversations} />
    </StatGrid>
  );
}

/** The freelancer's Overview tab: the figures, the earnings chart, and first steps for a new freelancer. */
export function SellerOverview() {
  const query = useSellerOverview();
  return (
    <section aria-labelledby="seller-overview" className="grid gap-6">
      <h2 id="seller-overview" className="text-xl font-semibold">
        Overview
      </h2>
      <QueryState query={query} loadingLabel="Loading your figures..." errorTitle="Your figures could not be loaded.">
        {(overview) => (
          <>
            {isNewSeller(overview) && <FirstSteps steps={FREELANCER_FIRST_STEPS} />}
            <SellerFigures overview={overview} />
            <section aria-labelledby="earnings-chart" className="grid gap-3 rounded-xl border p-4">
              <h3 id="earnings-chart" className="text-lg font-semibold">
                Earnings over the last 12 months
              </h3>
              <EarningsChart months={overview.earningsByMonth} />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
