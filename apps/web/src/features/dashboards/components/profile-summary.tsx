import type { SessionUser } from '@teenfreelance/contracts/users';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';

const ROLE_LABELS: Record<SessionUser['role'], string> = {
  buyer: 'Buyer Account',
  freelancer: 'Freelancer Account',
  admin: 'Admin Account',
  guardian: 'Family Account',
};

/** The Profile tab: who the user is, and the way to their public profile (and to Pro for a freelancer). */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const canUpgrade = user.role === 'freelancer' && !user.isPro;
  return (
    <section aria-labelledby="profile-summary" className="grid gap-6">
      <h2 id="profile-summary" className="text-xl font-semibold">
        Profile
      </h2>
      <div className="flex flex-wrap items-center gap-4 rounded-xl border p-6">
        <Avatar name={user.name} src={user.avatarUrl} size="lg" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
            {user.name}
            {user.isPro && <Badge variant="pro">PRO</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{ROLE_LABELS[user.role]}</p>
          <p className="text-sm text-muted-foreground">Member since {formatLongDate(user.createdAt)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.userProfile.getHref(user.id)} className={buttonClasses()}>
          View Public Profile
        </Link>
        <Link to={paths.profile.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Edit Profile
        </Link>
        {canUpgrade && (
          <Link to={paths.upgrade.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Upgrade to Pro
          </Link>
        )}
      </div>
    </section>
  );
}
