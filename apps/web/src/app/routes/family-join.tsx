import { useSearchParams } from 'react-router';
import { FAMILY_TEXTS } from '@teenfreelance/contracts/family';
import { Page } from '../../components/page.tsx';
import { FamilyJoin } from '../../features/accounts/family/components/family-join.tsx';

/** /family/join?token=…: the parent who consented makes (or links) their family account. */
export default function FamilyJoinRoute() {
  const [searchParams] = useSearchParams();
  return (
    <Page title={FAMILY_TEXTS.joinTitle} width="prose">
      <FamilyJoin token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
