import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** /jobs/{id} for a job that is not there. */
export function JobNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{JOB_TEXTS.notFound}</h1>
      <p className="text-muted-foreground">{JOB_TEXTS.notFoundDescription}</p>
      <Link to={paths.jobs.getHref()} className={buttonClasses()}>
        {JOB_TEXTS.backToJobs}
      </Link>
    </div>
  );
}
