import type { SellerGigStats } from '@teenfreelance/contracts/dashboard';
import { GIG_LIMITS, type GigCard, type GigLimit } from '@teenfreelance/contracts/gigs';
import { Link } from 'react-router';
import { formatMoney } from '@teenfreelance/contracts/money';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useGigLimit } from '../api/get-gig-limit.ts';
import { useGigStats } from '../api/get-gig-stats.ts';
import { useSellerGigs } from '../api/get-seller-gigs.ts';
import { DeleteGigButton } from './delete-gig-button.tsx';

type Stats = SellerGigStats['gigs'][number];

/** Draft, Published, or published but private while a parent's consent is pending. */
function statusOf(
  gig: GigCard,
  stats: Stats | undefined,
): { label: string; variant: 'outline' | 'success' | 'secondary' } {
  if (stats?.status === 'draft') return { label: 'Draft', variant: 'outline' };
  if (!gig.isPublic) return { label: 'Private: awaiting consent', variant: 'secondary' };
  return { label: 'Published', variant: 'success' };
}

const count = (value: number | undefined, unit: string) =>
  value === undefined ? `- ${unit}s` : `${value} ${unit}${value === 1 ? '' : 's'}`;

function MyGigRow({ gig, stats }: { gig: GigCard; stats: Stats | undefined }) {
  const status = statusOf(gig, stats);
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:flex sm:items-center sm:gap-4">
      {gig.image && (
        <img src={gig.image.thumb} alt="" width={96} height={64} className="hidden rounded-md object-cover sm:block" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="text-sm font-semibold">{formatMoney(gig.priceCents)}</span>
        </div>
        <Link to={paths.gig.getHref(gig.id)} className="font-semibold break-words hover:underline focus-ring">
          {gig.title}
        </Link>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>{count(stats?.views, 'view')}</span>
          <span>{count(stats?.orders, 'order')}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.editGig.getHref(gig.id)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`Edit ${gig.title}`}
        >
          Edit
        </Link>
        <DeleteGigButton gigId={gig.id} gigTitle={gig.title} size="sm" />
      </div>
    </li>
  );
}

function GigLimitLine({ limit }: { limit: GigLimit }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span>
        Gigs used: <span className="font-semibold text-foreground">{`${limit.used} / ${limit.limit}`}</span>
        {limit.reached && ' (limit reached)'}
      </span>
      {!limit.isPro && (
        <Link to={paths.upgrade.getHref()} className="font-medium text-primary hover:underline focus-ring">
          {`Upgrade to Pro for up to ${GIG_LIMITS.proPlanGigs} gigs`}
        </Link>
      )}
    </p>
  );
}

/** The freelancer's gigs on the dashboard (drafts included), with views, orders, status, Edit and Delete. */
export function MyGigs({ sellerId }: { sellerId: string }) {
  const gigs = useSellerGigs(sellerId);
  const stats = useGigStats();
  const limit = useGigLimit();
  const statsById = new Map((stats.data?.gigs ?? []).map((item) => [item.gigId, item]));

  let body;
  if (gigs.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your gigs...</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (gigs.isError || stats.isError) {
    body = (
      <div role="alert" className="state-box">
        <p className="font-medium">Your gigs could not be loaded.</p>
        <Button variant="outline" onClick={() => void Promise.all([gigs.refetch(), stats.refetch()])}>
          Retry
        </Button>
      </div>
    );
  } else if (gigs.data.gigs.length === 0) {
    body = (
      <div className="empty-box">
        <p className="font-semibold">You have no gigs yet</p>
        <p className="text-sm text-muted-foreground">Create a gig so buyers can find and order your service.</p>
        <Link to={paths.createGig.getHref()} className={buttonClasses()}>
          Create your first gig
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {gigs.data.gigs.map((gig) => (
          <MyGigRow key={gig.id} gig={gig} stats={statsById.get(gig.id)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-gigs" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-gigs" className="text-xl font-semibold">
          My Gigs
        </h2>
        <Link to={paths.createGig.getHref()} className={buttonClasses({ size: 'sm' })}>
          Create a Gig
        </Link>
      </div>
      {limit.data && <GigLimitLine limit={limit.data} />}
      {body}
    </section>
  );
}
