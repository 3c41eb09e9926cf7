import { REVIEW_TEXTS } from '@teenfreelance/contracts/reviews';
import type { Order } from '@teenfreelance/contracts/orders';
import { Stars } from '../../../../components/stars.tsx';
import { ReplyForm, ReviewForm } from './review-form.tsx';

/** The order page's review: the buyer's form while they may review, then the review, its reply or the seller's form. */
export function OrderReview({ order }: { order: Order }) {
  if (order.canReview) return <ReviewForm orderId={order.id} />;
  const { review } = order;
  if (!review) return null;
  return (
    <section aria-labelledby="order-review" className="grid gap-3 rounded-lg border p-4">
      <h2 id="order-review" className="text-lg font-semibold">
        Review
      </h2>
      <Stars rating={review.rating} size="md" labelled />
      <p className="text-sm whitespace-pre-line">{review.comment}</p>
      {review.reply ? (
        <div className="grid gap-1 border-l-2 pl-3">
          <p className="text-xs font-medium text-muted-foreground">{REVIEW_TEXTS.replyLabel}</p>
          <p className="text-sm whitespace-pre-line">{review.reply}</p>
        </div>
      ) : (
        order.canReply && <ReplyForm reviewId={review.id} />
      )}
    </section>
  );
}
