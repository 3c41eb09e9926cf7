import { JOB_TEXTS, type JobDetail } from '@teenfreelance/contracts/job-posts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { CloseJobButton } from './close-job-button.tsx';
import { SOMETHING_WENT_WRONG } from './format.ts';
import { JobForm } from './job-form.tsx';

/** The poster's Edit (the post-job form, inline) and Close Job, while the job is open. */
export function PosterTools({ job }: { job: JobDetail }) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateJob();
  if (job.status !== 'open') return null;

  if (isEditing) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{JOB_TEXTS.editTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <JobForm
            job={job}
            submitLabel={JOB_TEXTS.save}
            submittingLabel={JOB_TEXTS.saving}
            isSubmitting={update.isPending}
            serverError={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(input) =>
              update.mutate(
                { id: job.id, input },
                {
                  onSuccess: () => {
                    setEditing(false);
                    toast.success(JOB_TEXTS.updated);
                  },
                  onError: (error) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG)),
                },
              )
            }
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => setEditing(true)}>
        {JOB_TEXTS.editJob}
      </Button>
      <CloseJobButton jobId={job.id} />
    </div>
  );
}
