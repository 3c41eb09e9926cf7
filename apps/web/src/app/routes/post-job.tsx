import { Lightbulb } from 'lucide-react';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const TIPS = [
  'Be specific about the deliverables you expect.',
  'Set a realistic budget for the work.',
  'Include examples of what you like.',
  'State your timeline clearly.',
  'Describe the ideal freelancer for the job.',
] as const;

export default function PostJobRoute() {
  useDocumentTitle('Post a Job');
  return (
    <Page title="Post a Job" description="Describe your project and let talented teens come to you.">
      <div className="grid gap-6 lg:grid-cols-3">
        <EmptyFrame className="lg:col-span-2">
          <p>The job form will appear here.</p>
        </EmptyFrame>
        <aside aria-labelledby="tips-heading" className="rounded-xl border bg-primary-soft p-6">
          <h2 id="tips-heading" className="flex items-center gap-2 font-semibold text-primary-soft-foreground">
            <Lightbulb aria-hidden="true" className="size-5" />
            Tips for a great job post
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
      </div>
    </Page>
  );
}
