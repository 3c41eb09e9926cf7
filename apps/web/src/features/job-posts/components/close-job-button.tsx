import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import type { ButtonSize } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseJob } from '../api/close-job.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { SOMETHING_WENT_WRONG } from './format.ts';

interface CloseJobButtonProps {
  jobId: string;
  /** Names the button in a list of jobs, where several read Close Job. */
  jobTitle?: string;
  size?: ButtonSize;
}

/** The poster's Close Job, behind a confirmation: the job stops taking proposals and leaves /jobs. */
export function CloseJobButton({ jobId, jobTitle, size = 'default' }: CloseJobButtonProps) {
  const closing = useCloseJob();
  return (
    <ConfirmButton
      label={JOB_TEXTS.closeJob}
      question={JOB_TEXTS.closeConfirm}
      pendingLabel={JOB_TEXTS.closing}
      isPending={closing.isPending}
      variant="destructive"
      size={size}
      {...(jobTitle ? { 'aria-label': `${JOB_TEXTS.closeJob}: ${jobTitle}` } : {})}
      onConfirm={(close) =>
        closing.mutate(jobId, {
          onSuccess: close,
          onError: (error) => toast.error(errorMessage(error, SOMETHING_WENT_WRONG)),
        })
      }
    />
  );
}
