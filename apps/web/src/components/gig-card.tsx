import { formatMoney } from '@teenfreelance/contracts/money';
import type { ReactNode } from 'react';
import type { GigCard as GigCardDto } from '@teenfreelance/contracts/gigs';
import { Clock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';
import { paths } from '../lib/paths.ts';
import { Avatar } from './ui/avatar.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** What a gig card shows (the lists' gig shape, see contracts/gigs.ts). */
export type GigCardData = Pick<
  GigCardDto,
  'id' | 'title' | 'priceCents' | 'deliveryDays' | 'rating' | 'reviewCount' | 'isPro' | 'image' | 'seller'
>;

/** "1 day", "3 days". */
export function formatDelivery(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Ratings show one decimal: "4.8". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** What a gig or seller without a review yet shows instead of a rating ('★ 0.0' reads as a bad one). */
export const NEW_RATING_TEXT = 'New';

/**
 * A gig's star, average and review count, as cards and the gig page show them (inside a flex line);
 * 'New' until the first review.
 */
export function RatingValue({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) {
    return (
      <>
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
          {NEW_RATING_TEXT}
        </span>
        <span className="sr-only">: no reviews yet</span>
      </>
    );
  }
  return (
    <>
      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
      <span className="font-semibold">{formatRating(rating)}</span>
      <span className="text-muted-foreground">({reviewCount})</span>
      <span className="sr-only">out of 5</span>
    </>
  );
}

/** Card pictures are stored at 600 x 400; the attributes reserve the space so nothing shifts. */
const CARD_IMAGE = { width: 600, height: 400 } as const;

interface GigCardProps {
  gig: GigCardData;
  /** Heading level in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Extra controls under the card (the owner's Edit and Delete). */
  footer?: ReactNode;
  /** The first cards of a page load eagerly (they are the largest paint). */
  isEager?: boolean;
}

/** One gig in a grid: picture, title, seller, rating, price, delivery time and the Pro label. */
export function GigCard({ gig, headingLevel = 'h3', footer, isEager = false }: GigCardProps) {
  const Heading = headingLevel;
  return (
    <li className="gig-card">
      <Link to={paths.gig.getHref(gig.id)} className="group gig-card-link">
        <div className="gig-card-media">
          {gig.image && (
            <img
              src={gig.image.card}
              alt=""
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              loading={isEager ? 'eager' : 'lazy'}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          )}
        </div>
        <div className="gig-card-body">
          <div className="flex items-center gap-2">
            <Avatar name={gig.seller.name} src={gig.seller.avatarUrl} size="sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{gig.seller.name}</p>
              <p className={cn('text-xs', gig.isPro ? 'font-medium text-primary' : 'text-muted-foreground')}>
                {gig.isPro ? 'Verified Professional' : 'Teen Freelancer'}
              </p>
            </div>
            {/* Beside the seller, not on the picture, where it covered what covers print (their category label). */}
            {gig.isPro && <span className="pro-badge">PRO</span>}
          </div>
          <Heading className="gig-card-title">{gig.title}</Heading>
          <p className="flex items-center gap-1 text-sm">
            <RatingValue rating={gig.rating} reviewCount={gig.reviewCount} />
          </p>
          <div className="gig-card-meta">
            <span className="flex items-center gap-1 text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" />
              {formatDelivery(gig.deliveryDays)}
            </span>
            <span className="font-semibold">From {formatMoney(gig.priceCents)}</span>
          </div>
        </div>
      </Link>
      {footer && <div className="flex gap-2 border-t p-3">{footer}</div>}
    </li>
  );
}

/** The listing grid: 1, 2, 3 and 4 columns as the screen widens. */
export const gigGridClasses = 'gig-grid';

export function GigGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn(gigGridClasses, className)}>{children}</ul>;
}

/** Placeholder cards while a list loads; announce the loading text on the container. */
export function GigGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-sm text-muted-foreground">{label}</p>
      <div className={gigGridClasses}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} aria-hidden="true" className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-[3/2] rounded-none" />
            {/* About a real card's height, so the grid barely moves when the cards arrive. */}
            <div className="grid gap-2 p-4">
              <Skeleton className="h-9 w-1/2" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-8 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
