import {
  JOB_TEXTS,
  formatBudget,
  proposalCountLabel,
  type JobCard as JobCardData,
} from '@teenfreelance/contracts/job-posts';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** One open job on /jobs: what it is, for how much and by when, who posted it, and the way to apply. */
export function JobCard({ job, now }: { job: JobCardData; now: number }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-background p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="soft">{job.category.name}</Badge>
        <span className="font-semibold">{formatBudget(job.budget)}</span>
        <Badge variant="outline" className="ml-auto">
          {job.deadline.label}
        </Badge>
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
        <Link to={paths.job.getHref(job.id)} className="hover:underline focus-ring">
          {job.title}
        </Link>
      </h2>
      <p className="text-sm break-words text-muted-foreground">{job.preview}</p>
      {job.skills.length > 0 && (
        <ul aria-label={JOB_TEXTS.skills} className="flex flex-wrap gap-2">
          {job.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {JOB_TEXTS.client}: {job.client.name}
        </span>
        <span>
          {JOB_TEXTS.postedLabel} <RelativeTime iso={job.createdAt} now={now} />
        </span>
        <span>{proposalCountLabel(job.proposalCount)}</span>
      </div>
      <Link
        to={paths.job.getHref(job.id)}
        aria-describedby={titleId}
        className={buttonClasses({ className: 'w-full sm:w-auto sm:justify-self-start' })}
      >
        {JOB_TEXTS.applyNow}
      </Link>
    </article>
  );
}
