import { JOB_TEXTS, type JobBody } from '@teenfreelance/contracts/job-posts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { preloadToasts, toast } from '../../../lib/toast.ts';
import { useCreateJob } from '../api/create-job.ts';
import { jobsAfterPostingHref } from '../job-links.ts';
import { JobForm } from './job-form.tsx';

/** /post-job's form for a buyer: posts, then the jobs page with its banner; a refusal is toasted. */
export function PostJob() {
  const navigate = useNavigate();
  const creation = useCreateJob();
  useEffect(preloadToasts, []);

  function onSubmit(body: JobBody) {
    creation.mutate(body, {
      onSuccess: () => {
        toast.success(JOB_TEXTS.posted, { description: JOB_TEXTS.postedDescription });
        void navigate(jobsAfterPostingHref());
      },
      onError: () => toast.error(JOB_TEXTS.postFailed, { description: JOB_TEXTS.postFailedDescription }),
    });
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <JobForm
          submitLabel={JOB_TEXTS.submit}
          submittingLabel={JOB_TEXTS.submitting}
          isSubmitting={creation.isPending}
          onSubmit={onSubmit}
          onCancel={() => void navigate(paths.dashboard.getHref())}
          serverError={creation.error}
        />
      </CardContent>
    </Card>
  );
}
