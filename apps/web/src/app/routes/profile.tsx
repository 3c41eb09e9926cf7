import { useParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { accountTypeLabel } from '../layout/roles.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /profile (own, needs a session) and /profile/{id} (public). */
export default function ProfileRoute() {
  const { id } = useParams();
  const { user } = useSession();
  const isOwn = !id || id === user?.id;
  useDocumentTitle('Profile');

  if (isOwn && user) {
    return (
      <Page
        title={user.name}
        before={<Avatar name={user.name} src={user.avatarUrl} size="lg" />}
        description={accountTypeLabel(user.role)}
      >
        <EmptyFrame>
          <p>Your bio, skills and services will appear here.</p>
        </EmptyFrame>
      </Page>
    );
  }

  return (
    <Page title="Profile">
      <EmptyFrame>
        <p>This freelancer's profile will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}
