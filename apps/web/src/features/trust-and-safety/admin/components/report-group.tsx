import { useId } from 'react';
import type { ReportGroup } from '@teenfreelance/contracts/admin';
import { Link } from 'react-router';
import { RelativeTime } from '../../../../components/relative-time.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { paths } from '../../../../lib/paths.ts';
import { capitalize, publicHref, reasonLabel, targetLabel } from './labels.ts';
import { ModerationForm } from './moderation-form.tsx';
import { ReportContext } from './report-context.tsx';

/** 'Gig: Logo design', 'Message from Sam Lee', 'Profile of Sam Lee', or the kind alone when both are gone. */
function groupTitle({ targetKind, reported, context }: ReportGroup): string {
  const kind = capitalize(targetLabel(targetKind));
  if (context?.title) return `${kind}: ${context.title}`;
  if (!reported) return kind;
  if (targetKind === 'profile') return `${kind} of ${reported.name}`;
  if (targetKind === 'message' || targetKind === 'conversation') return `${kind} from ${reported.name}`;
  return `${kind} by ${reported.name}`;
}

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline focus-ring';

/** One reported thing: who and what, why and how often, in context, and Dismiss or an action, with a reason. */
export function ReportGroupCard({ group, now }: { group: ReportGroup; now: number }) {
  const headingId = useId();
  const href = publicHref(group.targetKind, group.targetId);
  const reportCount = group.reportCount === 1 ? '1 report' : `${group.reportCount} reports`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border p-4 md:p-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{targetLabel(group.targetKind)}</Badge>
          <Badge variant="soft">{reportCount}</Badge>
        </div>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {groupTitle(group)}
        </h3>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted-foreground">Reported person</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {group.reported ? (
              <>
                <Link to={paths.userProfile.getHref(group.reported.id)} className={linkClasses}>
                  {group.reported.name}
                </Link>
                {group.reported.isMinor && <Badge variant="secondary">Minor</Badge>}
              </>
            ) : (
              <span className="italic">Account deleted</span>
            )}
          </dd>
          <dt className="text-muted-foreground">Reasons</dt>
          <dd>{group.reasons.map(reasonLabel).join(', ')}</dd>
          <dt className="text-muted-foreground">First reported</dt>
          <dd>
            <RelativeTime iso={group.firstReportedAt} now={now} />
          </dd>
          <dt className="text-muted-foreground">Last reported</dt>
          <dd>
            <RelativeTime iso={group.lastReportedAt} now={now} />
          </dd>
        </dl>
      </header>
      {group.notes.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Reporters' notes</p>
          <ul className="ml-5 list-disc space-y-1">
            {group.notes.map((note, index) => (
              <li key={index} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReportContext context={group.context} now={now} />
      {href && group.context && (
        <p className="text-sm">
          <Link to={href} className={linkClasses} aria-describedby={headingId}>
            Open the {targetLabel(group.targetKind)} as the public sees it
          </Link>
        </p>
      )}
      <ModerationForm group={group} headingId={headingId} />
    </article>
  );
}
