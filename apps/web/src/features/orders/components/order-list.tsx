import { formatMoney } from '@teenfreelance/contracts/money';
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ORDER_LIST_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderListQuery,
  type OrderSummary,
} from '@teenfreelance/contracts/orders';
import { Link } from 'react-router';
import { useNow } from '../../../components/relative-time.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { useOrders } from '../api/get-orders.ts';
import { orderKeys } from '../api/query-keys.ts';

type Role = NonNullable<OrderListQuery['role']>;
type Status = NonNullable<OrderListQuery['status']>;

/** Late: still being worked on (not delivered) after its due date. */
export function isOrderLate(order: Pick<OrderSummary, 'status' | 'dueAt'>, now: number): boolean {
  const isWorkedOn = ORDER_LIST_STATUSES.active.includes(order.status) && order.status !== 'delivered';
  return isWorkedOn && new Date(order.dueAt).getTime() < now;
}

interface OrderRowProps {
  order: OrderSummary;
  role: Role;
  now: number;
  /** The order the page was opened for (the payment success page's link): marked, and scrolled to. */
  isHighlighted: boolean;
}

function OrderRow({ order, role, now, isHighlighted }: OrderRowProps) {
  const party = role === 'selling' ? order.buyer : order.seller;
  const isLate = isOrderLate(order, now);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [isHighlighted]);
  return (
    <li
      ref={ref}
      aria-current={isHighlighted ? 'true' : undefined}
      className={
        isHighlighted
          ? 'grid gap-3 rounded-lg border border-primary bg-primary-soft p-4 ring-2 ring-primary sm:flex sm:items-center sm:gap-4'
          : 'grid gap-3 rounded-lg border p-4 sm:flex sm:items-center sm:gap-4'
      }
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={order.status === 'completed' ? 'success' : 'soft'}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          {isLate && (
            <span className="inline-flex items-center rounded-full bg-destructive px-2.5 py-0.5 text-xs font-semibold text-destructive-foreground">
              Late
            </span>
          )}
          <span className="text-xs text-muted-foreground">{order.number}</span>
        </div>
        <Link to={paths.order.getHref(order.id)} className="font-semibold break-words hover:underline focus-ring">
          {order.title}
        </Link>
        <p className="flex items-center gap-2 text-sm">
          <Avatar name={party.name} src={party.avatarUrl} size="sm" />
          <span className="sr-only">{role === 'selling' ? 'Buyer:' : 'Seller:'}</span>
          <span className="min-w-0 truncate">{party.name}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:text-right">
        <dt className="text-muted-foreground">Price</dt>
        <dd className="font-semibold">{formatMoney(order.priceCents)}</dd>
        <dt className="text-muted-foreground">Due</dt>
        <dd>{formatLongDate(order.dueAt)}</dd>
      </dl>
    </li>
  );
}

interface OrderListProps {
  role: Role;
  status: Status;
  /** Shown when the sub-tab has no orders (a sentence, a link). */
  empty: ReactNode;
  /** An order to show highlighted (`?order=` of the dashboard's URL). */
  highlightId?: string;
}

/** The caller's orders of one sub-tab, newest first, with Load more. */
export function OrderList({ role, status, empty, highlightId }: OrderListProps) {
  const query = useOrders(role, status);
  const queryClient = useQueryClient();
  const now = useNow();
  useLiveEvent('order.updated', () => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() }));

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading orders...</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="state-box">
        <p className="font-medium">Your orders could not be loaded.</p>
        <p className="text-sm text-muted-foreground">
          {errorMessage(query.error, 'Something went wrong. Please try again.')}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isRefetching}>
          {query.isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  const orders = query.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) return <div className="empty-box text-muted-foreground">{empty}</div>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} role={role} now={now} isHighlighted={order.id === highlightId} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          More orders could not be loaded. Please try again.
        </p>
      )}
    </div>
  );
}
