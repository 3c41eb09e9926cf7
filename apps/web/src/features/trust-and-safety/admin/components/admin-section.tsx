import { useId, type ReactNode } from 'react';

/** One admin tab's section: its heading (which names the section), any tools beside it, then its content. */
export function AdminSection({ title, tools, children }: { title: string; tools?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {tools}
      </div>
      {children}
    </section>
  );
}

/** What an admin list says when it has nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
