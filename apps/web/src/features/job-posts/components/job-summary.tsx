import { JOB_TEXTS, formatBudget, proposalCountLabel, type JobDetail } from '@teenfreelance/contracts/job-posts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';

/** The job's facts under its title: status, category, budget, deadline, skills, when and how many proposals. */
export function JobFacts({ job, now }: { job: JobDetail; now: number }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={job.status === 'open' ? 'success' : 'secondary'}>
          {job.status === 'open' ? JOB_TEXTS.openBadge : JOB_TEXTS.closedBadge}
        </Badge>
        <Badge variant="soft">{job.category.name}</Badge>
        <Badge variant="outline">
          {JOB_TEXTS.deadline}: {job.deadline.label}
        </Badge>
      </div>
      <p className="text-2xl font-bold">{formatBudget(job.budget)}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          {JOB_TEXTS.postedLabel} <RelativeTime iso={job.createdAt} now={now} />
        </span>
        <span>{proposalCountLabel(job.proposalCount)}</span>
      </p>
      {job.status === 'closed' && (
        <p role="status" className="rounded-lg border bg-muted p-3 text-sm">
          {JOB_TEXTS.closed}
        </p>
      )}
    </div>
  );
}

/** The full description as written (line breaks kept, text only), and the skills asked for. */
export function JobDescription({ job }: { job: JobDetail }) {
  return (
    <section aria-labelledby="job-description" className="grid gap-3">
      <h2 id="job-description" className="text-xl font-semibold">
        {JOB_TEXTS.description}
      </h2>
      <p className="leading-relaxed break-words whitespace-pre-line">{job.description}</p>
      {job.skills.length > 0 && (
        <>
          <h3 className="font-semibold">{JOB_TEXTS.skills}</h3>
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Who posted the job. */
export function JobClient({ client }: { client: JobDetail['client'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{JOB_TEXTS.client}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Avatar name={client.name} src={client.avatarUrl} size="md" />
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-medium">{client.name}</p>
          <p className="text-sm text-muted-foreground">
            {JOB_TEXTS.memberSince} {formatLongDate(client.memberSince)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
