import { zodResolver } from '@hookform/resolvers/zod';
import { formatCount } from '@teenfreelance/contracts/en-us';
import {
  REVIEW_LIMITS,
  REVIEW_TEXTS,
  reviewInputSchema,
  reviewReplySchema,
  type ReviewInput,
  type ReviewReplyInput,
} from '@teenfreelance/contracts/reviews';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { toast } from '../../../../lib/toast.ts';
import { postReply, postReview, useReviewMutation } from '../api/post-review.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars as a radio group: arrow keys move between them, as in any radio group. */
function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'review-stars-error' : undefined}>
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-ring">
            <input
              type="radio"
              name="review-stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', stars <= value ? 'fill-accent text-accent' : 'text-muted-foreground')}
            />
            <span className="sr-only">
              {stars} star{stars === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="review-stars-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** What differs between the buyer's review of the seller and the seller's of the buyer (decision 0093). */
export interface ReviewFormWords {
  title: string;
  hint?: string;
  submit: string;
  thanks: string;
}

const BUYER_WORDS: ReviewFormWords = {
  title: REVIEW_TEXTS.leaveReview,
  submit: REVIEW_TEXTS.submit,
  thanks: REVIEW_TEXTS.thanks,
};

/**
 * A review of a completed order: stars and a comment, checked by the server's
 * schema. The buyer's of the gig by default; `send` and `words` make it the
 * seller's of the buyer.
 */
export function ReviewForm({
  orderId,
  onReviewed,
  send = (input) => postReview(orderId, input),
  words = BUYER_WORDS,
}: {
  orderId: string;
  onReviewed?: () => void;
  send?: (input: ReviewInput) => Promise<unknown>;
  words?: ReviewFormWords;
}) {
  const review = useReviewMutation(send, onReviewed);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const { errors } = form.formState;
  const comment = form.watch('comment');

  const onSubmit = form.handleSubmit((input) => review.mutate(input, { onSuccess: () => toast.success(words.thanks) }));

  return (
    <section aria-labelledby="leave-review" className="grid gap-3 rounded-lg border p-4">
      <h2 id="leave-review" className="text-lg font-semibold">
        {words.title}
      </h2>
      {words.hint && <p className="text-sm text-muted-foreground">{words.hint}</p>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        {review.isError && <Alert variant="error">{errorMessage(review.error, 'Could not save your review.')}</Alert>}
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarPicker value={field.value} onChange={field.onChange} error={errors.rating?.message} />
          )}
        />
        <FormField
          label="Your review"
          error={errors.comment?.message}
          hint={`${formatCount(comment.length)} / ${formatCount(REVIEW_LIMITS.commentMax)}`}
        >
          {(control) => <Textarea {...control} rows={4} {...form.register('comment')} />}
        </FormField>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? REVIEW_TEXTS.submitting : words.submit}
        </Button>
      </form>
    </section>
  );
}

/** The seller's one reply to the review of their order. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const reply = useReviewMutation((input: ReviewReplyInput) => postReply(reviewId, input));
  const form = useForm<ReviewReplyInput>({ resolver: zodResolver(reviewReplySchema), defaultValues: { reply: '' } });
  const onSubmit = form.handleSubmit((input) => reply.mutate(input));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      {reply.isError && <Alert variant="error">{errorMessage(reply.error, 'Could not save your reply.')}</Alert>}
      <FormField label={REVIEW_TEXTS.replyLabel} error={form.formState.errors.reply?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('reply')} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={reply.isPending}>
        {reply.isPending ? REVIEW_TEXTS.submitting : REVIEW_TEXTS.reply}
      </Button>
    </form>
  );
}
