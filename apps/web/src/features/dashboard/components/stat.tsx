import type { ReactNode } from 'react';

/** The figures of a tab: a definition list laid out as cards, 1, 2 or 4 a row. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </dl>
  );
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
    <div className="grid content-start gap-1 rounded-xl border bg-background p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight">{value}</dd>
      {detail && <dd className="text-sm text-muted-foreground">{detail}</dd>}
    </div>
  );
}
