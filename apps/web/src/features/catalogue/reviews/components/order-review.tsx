import type { ReactNode } from 'react';
import { REVIEW_TEXTS } from '@teenfreelance/contracts/reviews';
import type { Order } from '@teenfreelance/contracts/orders';
import { TWO_WAY_REVIEW_TEXTS, type TwoWayReview } from '@teenfreelance/contracts/two-way-reviews';
import { Stars } from '../../../../components/stars.tsx';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { useOrderReviews } from '../api/get-order-reviews.ts';
import { postBuyerReview } from '../api/post-buyer-review.ts';
import { BuyerRating } from './buyer-rating.tsx';
import { ReplyForm, ReviewForm } from './review-form.tsx';

const SELLER_WORDS = {
  title: TWO_WAY_REVIEW_TEXTS.rateBuyer,
  hint: TWO_WAY_REVIEW_TEXTS.rateBuyerHint,
  submit: TWO_WAY_REVIEW_TEXTS.submitBuyer,
  thanks: TWO_WAY_REVIEW_TEXTS.thanks,
};

/** One review of the order: its stars and words, and while it waits, when the other party will see it. */
function ReviewCard({
  review,
  heading,
  hiddenNotice,
  children,
}: {
  review: TwoWayReview;
  heading: string;
  hiddenNotice: string | null;
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-2" aria-label={heading}>
      <h3 className="font-medium">{heading}</h3>
      <Stars rating={review.rating} size="md" labelled />
      <p className="text-sm whitespace-pre-line">{review.comment}</p>
      {review.publishedAt === null && hiddenNotice && (
        <p role="status" className="rounded-md border bg-muted p-2 text-sm">
          {hiddenNotice}
        </p>
      )}
      {children}
    </article>
  );
}

/**
 * The order page's reviews, both ways and double-blind (decision 0093): the
 * caller's form while they may write, their own review (hidden from the other
 * party until both are in or the date), the other's once published, the
 * seller's reply; and for the seller, the buyer's rating.
 */
export function OrderReview({ order }: { order: Order }) {
  const completed = order.status === 'completed';
  const isSeller = order.viewerRole === 'seller';
  const reviews = useOrderReviews(order.id, completed && order.viewerRole !== 'admin');
  const buyerRating = isSeller ? <BuyerRating userId={order.buyer.id} /> : null;
  // Admins read the buyer's review as the order carries it.
  if (order.viewerRole === 'admin') return order.review ? <AdminReview review={order.review} /> : null;
  if (!completed || !reviews.data) return buyerRating;
  const data = reviews.data;
  const other = isSeller ? order.buyer.name : order.seller.name;
  const mine = isSeller ? data.ofBuyer : data.ofSeller;
  const theirs = isSeller ? data.ofSeller : data.ofBuyer;
  const hiddenNotice = data.publishesAt
    ? TWO_WAY_REVIEW_TEXTS.hiddenUntil(other, formatLongDate(data.publishesAt))
    : null;
  const reply = order.review?.reply ?? null;
  const form = data.canWrite ? (
    isSeller ? (
      <ReviewForm orderId={order.id} send={(input) => postBuyerReview(order.id, input)} words={SELLER_WORDS} />
    ) : (
      <ReviewForm orderId={order.id} />
    )
  ) : null;

  return (
    <>
      {buyerRating}
      {form}
      {(mine || theirs) && (
        <section aria-labelledby="order-review" className="grid gap-4 rounded-lg border p-4">
          <h2 id="order-review" className="text-lg font-semibold">
            {mine && theirs ? TWO_WAY_REVIEW_TEXTS.bothIn : 'Reviews'}
          </h2>
          {mine && (
            <ReviewCard review={mine} heading={TWO_WAY_REVIEW_TEXTS.yourReview} hiddenNotice={hiddenNotice}>
              {!isSeller && reply && <Reply text={reply} />}
            </ReviewCard>
          )}
          {mine && !theirs && !data.published && (
            <p className="text-sm text-muted-foreground">{TWO_WAY_REVIEW_TEXTS.waitingForOther(other)}</p>
          )}
          {theirs && (
            <ReviewCard review={theirs} heading={TWO_WAY_REVIEW_TEXTS.theirReviewOfYou(other)} hiddenNotice={null}>
              {isSeller &&
                (reply ? (
                  <Reply text={reply} />
                ) : (
                  order.canReply && order.review && <ReplyForm reviewId={order.review.id} />
                ))}
            </ReviewCard>
          )}
        </section>
      )}
    </>
  );
}

function Reply({ text }: { text: string }) {
  return (
    <div className="grid gap-1 border-l-2 pl-3">
      <p className="text-xs font-medium text-muted-foreground">{REVIEW_TEXTS.replyLabel}</p>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </div>
  );
}

function AdminReview({ review }: { review: NonNullable<Order['review']> }) {
  return (
    <section aria-labelledby="order-review" className="grid gap-3 rounded-lg border p-4">
      <h2 id="order-review" className="text-lg font-semibold">
        Review
      </h2>
      <Stars rating={review.rating} size="md" labelled />
      <p className="text-sm whitespace-pre-line">{review.comment}</p>
      {review.reply && <Reply text={review.reply} />}
    </section>
  );
}
