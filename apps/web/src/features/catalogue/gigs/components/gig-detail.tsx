import type { ReactNode } from 'react';
import type { GigDetail, RatingSummary } from '@teenfreelance/contracts/gigs';
import type { Review } from '@teenfreelance/contracts/reviews';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { NEW_RATING_TEXT, RatingValue, formatRating } from '../../../../components/gig-card.tsx';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { paths } from '../../../../lib/paths.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { PackageCard } from './package-card.tsx';
import { GigRequirements } from './gig-requirements.tsx';
import { ReviewList } from '../../../../components/review-list.tsx';
import { Stars } from '../../../../components/stars.tsx';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { gigReviewsPath } from '@teenfreelance/contracts/reviews';
import { GIG_APPROVAL_TEEN_TEXTS } from '@teenfreelance/contracts/gig-approval-texts';

/** The average, the count and a bar per number of stars. */
export function RatingBreakdown({ summary }: { summary: RatingSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div className="grid justify-items-center gap-1">
        {summary.count > 0 ? (
          <>
            <p className="text-4xl font-bold">{formatRating(summary.average)}</p>
            <Stars rating={summary.average} />
          </>
        ) : (
          <p className="text-4xl font-bold">{NEW_RATING_TEXT}</p>
        )}
        <p className="text-sm text-muted-foreground">
          {summary.count > 0 ? `${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}` : 'No reviews yet'}
        </p>
      </div>
      <ul className="grid gap-2">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = summary.breakdown[stars];
          const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <span
                role="meter"
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${count} ${count === 1 ? 'review' : 'reviews'}`}
                className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
              >
                <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-muted-foreground">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="grid gap-4 leading-relaxed">
      {text
        .split(/\n{2,}/)
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <p key={index} className="whitespace-pre-line">
            {part}
          </p>
        ))}
    </div>
  );
}

interface GigDetailViewProps {
  gig: GigDetail;
  /** 'Save to Favorites' (composed by the page: favourites are their own feature). */
  favoriteButton: ReactNode;
  /** The owner's Edit and Delete. */
  ownerActions?: ReactNode;
  /** 'Report this gig', under the package card (composed by the page). */
  reportAction?: ReactNode;
  /** Added to each review (Report, composed by the page). */
  reviewAction?: (review: Review) => ReactNode;
}

/** The gig page below the breadcrumb: title, seller, pictures, tabs and the package card. */
export function GigDetailView({ gig, favoriteButton, ownerActions, reportAction, reviewAction }: GigDetailViewProps) {
  const seller = gig.sellerSummary;
  const images = gig.images.map((image) => ({
    src: image.detail,
    thumbSrc: image.thumb,
    width: image.width,
    height: image.height,
  }));
  const isHidden = !gig.isPublic;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{gig.title}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={paths.userProfile.getHref(gig.sellerId)}
              className="flex items-center gap-2 rounded-md font-medium hover:text-primary focus-ring"
            >
              <Avatar name={seller.name} src={seller.avatarUrl} size="sm" />
              {seller.name}
            </Link>
            {gig.isPro ? (
              <>
                <Badge variant="pro">PRO</Badge>
                <span className="text-sm font-medium text-primary">Verified Professional</span>
              </>
            ) : (
              <span className="text-sm text-muted-foreground">Teen Freelancer</span>
            )}
            <span className="flex items-center gap-1 text-sm">
              <RatingValue rating={gig.rating} reviewCount={gig.reviewCount} />
            </span>
          </div>
          {ownerActions && <div className="flex flex-wrap gap-2">{ownerActions}</div>}
          {isHidden && (
            <p role="note" className="rounded-lg border border-accent bg-amber-50 p-3 text-sm">
              {gig.awaitingConsent
                ? 'Only you can see this gig. It will be public once your parent or guardian gives their consent.'
                : gig.approval
                  ? GIG_APPROVAL_TEEN_TEXTS[gig.approval]
                  : 'Only you can see this gig: it is a draft.'}
            </p>
          )}
        </div>

        <ImageCarousel images={images} title={gig.title} />

        <Tabs defaultValue="description">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="description">Description</TabsTrigger>
            <TabsTrigger value="seller">About Seller</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
          </TabsList>
          <TabsContent value="description" className="grid gap-4 pt-4">
            <Paragraphs text={gig.description} />
            {gig.tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {gig.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <GigRequirements requirements={gig.requirements} />
          </TabsContent>
          <TabsContent value="seller" className="grid gap-4 pt-4">
            <div className="flex items-center gap-4">
              <Avatar name={seller.name} src={seller.avatarUrl} size="lg" />
              <div className="grid gap-1">
                <Link to={paths.userProfile.getHref(gig.sellerId)} className="text-lg font-semibold text-link">
                  {seller.name}
                </Link>
                <p className="flex items-center gap-1 text-sm">
                  {seller.reviewCount > 0 ? (
                    <>
                      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
                      {formatRating(seller.rating)}
                      <span className="text-muted-foreground">
                        ({seller.reviewCount} {seller.reviewCount === 1 ? 'review' : 'reviews'})
                      </span>
                    </>
                  ) : (
                    <RatingValue rating={seller.rating} reviewCount={0} />
                  )}
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-4 rounded-xl border p-4 text-sm sm:grid-cols-4">
              {seller.location && (
                <div>
                  <dt className="text-muted-foreground">From</dt>
                  <dd className="font-medium">{seller.location}</dd>
                </div>
              )}
              <div>
                <dt className="text-muted-foreground">Member since</dt>
                <dd className="font-medium">{formatLongDate(seller.memberSince)}</dd>
              </div>
              {seller.responseTime && (
                <div>
                  <dt className="text-muted-foreground">Response time</dt>
                  <dd className="font-medium">{seller.responseTime}</dd>
                </div>
              )}
              {seller.languages.length > 0 && (
                <div>
                  <dt className="text-muted-foreground">Languages</dt>
                  <dd className="font-medium">{seller.languages.join(', ')}</dd>
                </div>
              )}
            </dl>
            {seller.bio && <Paragraphs text={seller.bio} />}
          </TabsContent>
          <TabsContent value="reviews" className="grid gap-6 pt-4">
            <RatingBreakdown summary={gig.ratingSummary} />
            <ReviewList path={gigReviewsPath(gig.id)} action={reviewAction} />
          </TabsContent>
        </Tabs>
      </div>

      <aside className="grid gap-2 lg:sticky lg:top-20">
        <PackageCard gig={gig} favoriteButton={favoriteButton} />
        {reportAction && <div className="flex justify-center">{reportAction}</div>}
      </aside>
    </div>
  );
}
