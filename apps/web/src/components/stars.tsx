import { Star } from 'lucide-react';
import { cn } from '../lib/cn.ts';

interface StarsProps {
  /** 0 to 5; an average shows as its nearest whole number of stars. */
  rating: number;
  size?: 'sm' | 'md';
  /**
   * Whether the stars speak for themselves ('4 out of 5 stars', a review's
   * rating) or only decorate a number shown beside them (an average).
   */
  labelled?: boolean;
}

/** Five stars, the first `rating` of them filled. */
export function Stars({ rating, size = 'sm', labelled = false }: StarsProps) {
  const filled = Math.round(rating);
  const label = labelled ? { role: 'img', 'aria-label': `${rating} out of 5 stars` } : { 'aria-hidden': true };
  return (
    <span className="flex items-center" {...label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            star <= filled ? 'fill-accent text-accent' : 'text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
