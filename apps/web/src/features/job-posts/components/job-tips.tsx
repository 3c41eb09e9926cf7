import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { Lightbulb } from 'lucide-react';

/** The specification's tips box beside the post-job form. */
export function JobTips() {
  return (
    <aside aria-labelledby="job-tips-heading" className="rounded-xl border bg-primary-soft p-6">
      <h2 id="job-tips-heading" className="flex items-center gap-2 font-semibold text-primary-soft-foreground">
        <Lightbulb aria-hidden="true" className="size-5" />
        {JOB_TEXTS.tipsHeading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
        {JOB_TEXTS.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
