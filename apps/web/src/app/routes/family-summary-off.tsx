import { useSearchParams } from 'react-router';
import { WEEKLY_SUMMARY_TEXTS } from '@teenfreelance/contracts/family-summary';
import { Page } from '../../components/page.tsx';
import { WeeklySummaryOff } from '../../features/accounts/family/components/weekly-summary-off.tsx';

/** /family/weekly-summary/off?guardian=…&token=…: the weekly summary email's unsubscribe link. */
export default function FamilySummaryOffRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title={WEEKLY_SUMMARY_TEXTS.offTitle} width="prose">
      <WeeklySummaryOff guardian={searchParams.get('guardian') ?? ''} token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
