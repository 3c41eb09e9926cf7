import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The figures of a tab: a definition list laid out as cards, 1, 2 or 4 a row. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</dl>;
}

interface StatProps {
  label: string;
  value: ReactNode;
  /** A line under the value (a count, a hint, a link). */
  detail?: ReactNode;
}

/** One figure: its name, its value and an optional line of detail. */
export function Stat({ label, value, detail }: StatProps) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-background p-3 shadow-sm sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tracking-tight break-words sm:text-2xl">{value}</dd>
      {detail && <dd className="text-sm text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/** How many conversations wait unread, with the way to Messages: on both roles' overviews. */
export function UnreadMessagesStat({ count }: { count: number }) {
  return (
    <Stat
      label="Unread messages"
      value={count}
      detail={
        <Link to={paths.messages.getHref()} className="font-medium text-primary hover:underline focus-ring">
          Open Messages
        </Link>
      }
    />
  );
}
