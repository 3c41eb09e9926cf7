import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const widths = { narrow: 'max-w-md', prose: 'max-w-3xl', default: 'max-w-6xl' } as const;

interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Shown beside the title (a button, usually). */
  actions?: ReactNode;
  /** Shown before the title (a back button, usually). */
  before?: ReactNode;
  width?: keyof typeof widths;
  className?: string;
  children?: ReactNode;
}

/** A page's container and heading. */
export function Page({ title, description, actions, before, width = 'default', className, children }: PageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 md:py-12', widths[width], className)}>
      <div className="mb-8 flex flex-wrap items-center gap-4">
        {before}
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A neutral frame where a feature will show its content; never sample data. */
export function EmptyFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Headed sections of a plain text page (terms, privacy, help). */
export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_ul]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}
