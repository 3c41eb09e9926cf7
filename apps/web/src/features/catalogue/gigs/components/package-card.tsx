import { formatMoney } from '@teenfreelance/contracts/money';
import { useId, useState, type ReactNode } from 'react';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { Check, Clock, RefreshCw, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatDelivery } from '../../../../components/gig-card.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';

const INCLUDED = [
  'Professional service',
  'Fast response time',
  'Complete ownership rights',
  'Quality guarantee',
] as const;

/** 'Unlimited' -> 'Unlimited revisions'; '3 revisions' stays as it is. */
export function formatRevisions(revisions: string): string {
  return /revision/i.test(revisions) ? revisions : `${revisions} revisions`;
}

/**
 * The gig page's order panel: the standard package's price, delivery and
 * revisions, what is included, Continue to checkout and the favourite button.
 */
export function PackageCard({ gig, favoriteButton }: { gig: GigDetail; favoriteButton: ReactNode }) {
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <section aria-labelledby={`${listId}-heading`} className="grid gap-4 rounded-xl border bg-background p-6 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${listId}-heading`} className="text-lg font-semibold">
          Standard package
        </h2>
        <p className="text-2xl font-bold">{formatMoney(gig.priceCents)}</p>
      </div>
      <p className="text-sm text-muted-foreground">{gig.shortDescription}</p>
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
          {formatDelivery(gig.deliveryDays)} delivery
        </li>
        <li className="flex items-center gap-2">
          <RefreshCw aria-hidden="true" className="size-4 text-muted-foreground" />
          {formatRevisions(gig.revisions)}
        </li>
      </ul>
      <div>
        <Button
          variant="link"
          className="h-auto p-0"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
        {isExpanded && (
          <ul id={listId} className="mt-3 grid gap-2 text-sm">
            {INCLUDED.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={paths.checkout.getHref(gig.id)} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Continue
      </Link>
      {favoriteButton}
      <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4" />
        Secured by TeenFreelance Payment Protection
      </p>
    </section>
  );
}
