import { useSearchParams } from 'react-router';
import { FAMILY_CONTROLS_TEXTS } from '@teenfreelance/contracts/family-controls';
import { Page } from '../../components/page.tsx';
import { GigApprovalPage } from '../../features/accounts/family/components/gig-approval-page.tsx';

/** /family/gig-approval?token=…: a teen's guardian approves or declines a gig from the email (no sign-in). */
export default function GigApprovalRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title={FAMILY_CONTROLS_TEXTS.linkTitle} width="prose">
      <GigApprovalPage token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
