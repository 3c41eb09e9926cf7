import { BellRing, MessagesSquare, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const ACTIONS = [
  { label: 'Notifications', href: paths.notifications.getHref(), Icon: BellRing },
  { label: 'Messages', href: paths.messages.getHref(), Icon: MessagesSquare },
  { label: 'Settings', href: paths.profile.getHref(), Icon: Settings },
] as const;

// Icons of their own: sharing the header's would split them into chunks every page's entry lists.

/** The dashboard header's buttons: Notifications, Messages and Settings (the own profile). */
export function DashboardActions() {
  return (
    <nav aria-label="Dashboard shortcuts" className="flex flex-wrap gap-2">
      {ACTIONS.map(({ label, href, Icon }) => (
        <Link key={label} to={href} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
