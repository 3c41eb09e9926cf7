import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { GigCard, GigGrid, GigGridSkeleton } from '../../../../components/gig-card.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useSellerGigs } from '../api/get-seller-gigs.ts';
import { DeleteGigButton } from './delete-gig-button.tsx';

interface SellerGigsProps {
  sellerId: string;
  /** The profile is the signed-in user's own: show Create, Edit and Delete. */
  isOwner: boolean;
}

/** The profile's Services tab: the seller's gigs, with the owner's Create, Edit and Delete. */
export function SellerGigs({ sellerId, isOwner }: SellerGigsProps) {
  const { data, isPending, isError, refetch, isRefetching } = useSellerGigs(sellerId);

  let body;
  if (isPending) {
    body = <GigGridSkeleton count={3} label="Loading services..." />;
  } else if (isError) {
    body = (
      <div role="alert" className="state-box">
        <p className="font-medium">Error loading gigs</p>
        <p className="text-sm text-muted-foreground">There was a problem loading gigs.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  } else if (data.gigs.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No services listed yet.</p>
    );
  } else {
    body = (
      <GigGrid className="xl:grid-cols-3">
        {data.gigs.map((gig) => (
          <GigCard
            key={gig.id}
            gig={gig}
            footer={
              isOwner ? (
                <>
                  {!gig.isPublic && <Badge variant="outline">Not public</Badge>}
                  <Link
                    to={paths.editGig.getHref(gig.id)}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={`Edit ${gig.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                  <DeleteGigButton gigId={gig.id} gigTitle={gig.title} size="sm" />
                </>
              ) : undefined
            }
          />
        ))}
      </GigGrid>
    );
  }

  return (
    <div className="grid gap-6">
      {isOwner && (
        <div className="flex justify-end">
          <Link to={paths.createGig.getHref()} className={buttonClasses()}>
            <Plus aria-hidden="true" />
            Create New Service
          </Link>
        </div>
      )}
      {body}
    </div>
  );
}
