import { formatMoney } from '@teenfreelance/contracts/money';
import type { BuyerOverview as BuyerOverviewData } from '@teenfreelance/contracts/dashboard';
import { paths } from '../../../lib/paths.ts';
import { BuyerOverviewLists } from './buyer-overview-lists.tsx';
import { useBuyerOverview } from '../api/get-buyer-overview.ts';
import { FirstSteps, type FirstStep } from './first-steps.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Stat, StatGrid, UnreadMessagesStat } from './stat.tsx';

export const BUYER_FIRST_STEPS: readonly FirstStep[] = [
  {
    label: 'Explore services',
    description: 'Find a teen freelancer for your logo, website or video.',
    href: paths.explore.getHref(),
  },
  {
    label: 'Post a job',
    description: 'Describe your project and let freelancers come to you.',
    href: paths.postJob.getHref(),
  },
];

/** A buyer with no orders, purchases, saved gigs or job posts yet. */
export const isNewBuyer = (overview: BuyerOverviewData): boolean =>
  overview.activeOrders === 0 &&
  overview.totalSpentCents === 0 &&
  overview.savedGigs === 0 &&
  overview.openJobPosts === 0;

/**
 * The buyer's Overview tab: the figures and unread messages, then the active orders with their
 * next step, open job posts with their new proposals, and saved gigs.
 */
export function BuyerOverview() {
  const query = useBuyerOverview();
  return (
    <section aria-labelledby="buyer-overview" className="grid gap-6">
      <h2 id="buyer-overview" className="text-xl font-semibold">
        Overview
      </h2>
      <QueryState query={query} loadingLabel="Loading your figures..." errorTitle="Your figures could not be loaded.">
        {(overview) => (
          <>
            {isNewBuyer(overview) && <FirstSteps steps={BUYER_FIRST_STEPS} />}
            <StatGrid>
              <Stat label="Active orders" value={overview.activeOrders} />
              <Stat label="Total spent" value={formatMoney(overview.totalSpentCents)} />
              <Stat label="Saved gigs" value={overview.savedGigs} />
              <Stat label="Open job posts" value={overview.openJobPosts} />
              <UnreadMessagesStat count={overview.unreadConversations} />
            </StatGrid>
            <BuyerOverviewLists overview={overview} />
          </>
        )}
      </QueryState>
    </section>
  );
}
