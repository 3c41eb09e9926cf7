import { WEEKLY_SUMMARY_TEXTS as S } from '@teenfreelance/contracts/family-summary';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useUnsubscribeWeeklySummary } from '../api/weekly-summary.ts';

/**
 * The weekly summary email's unsubscribe page: one press stops it, without
 * signing in (a link scanner opening the page changes nothing).
 */
export function WeeklySummaryOff({ guardian, token }: { guardian: string; token: string }) {
  const off = useUnsubscribeWeeklySummary();
  if (guardian === '' || token === '' || off.isError) {
    return (
      <div className="grid gap-3">
        <Alert variant="error">{S.offInvalid}</Alert>
        <Link to={paths.family.getHref()} className="text-link">
          {S.title}
        </Link>
      </div>
    );
  }
  if (off.isSuccess) return <p role="status">{S.offDone}</p>;
  return (
    <div className="grid gap-4">
      <p>{S.offIntro}</p>
      <Button className="justify-self-start" disabled={off.isPending} onClick={() => off.mutate({ guardian, token })}>
        {off.isPending ? S.working : S.offButton}
      </Button>
    </div>
  );
}
