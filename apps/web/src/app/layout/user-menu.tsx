import { LayoutDashboard, LogOut, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useLiveFollowsSession } from '../../features/accounts/auth/hooks/use-live-follows-session.ts';
import { useLogOut } from '../../features/accounts/auth/hooks/use-log-out.ts';
import { MessagesLink } from '../../features/messaging/components/messages-link.tsx';
import { NotificationBell, NotificationsMenuLink } from '../../features/notifications/components/notification-bell.tsx';
import { paths } from '../../lib/paths.ts';
import { preloadToasts } from '../../lib/toast.ts';
import { mobileLinkClasses } from './mobile-link-classes.ts';
import { accountTypeLabel } from './roles.ts';

/*
 * The signed-in parts of the header, loaded only for signed-in users.
 * The notification bell shows a red dot only while there are unread
 * notifications (features/notifications).
 */

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4';

/** Desktop: notifications, dashboard and the avatar menu. */
export function DesktopUserMenu({ user }: { user: SessionUser }) {
  const { logOut, isLoggingOut } = useLogOut();
  // Mounted whenever someone is signed in (at every width): the live connection follows the session.
  useLiveFollowsSession(user.id);
  return (
    <div className="flex items-center gap-1">
      <NotificationBell className={buttonClasses({ variant: 'ghost', size: 'icon' })} />
      <MessagesLink variant="icon" className={buttonClasses({ variant: 'ghost', size: 'icon' })} />
      <Link
        to={paths.dashboard.getHref()}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        aria-label="Dashboard"
      >
        <LayoutDashboard aria-hidden="true" />
      </Link>
      <DropdownMenu.Root modal={false} onOpenChange={(open) => open && preloadToasts()}>
        <DropdownMenu.Trigger className="ml-1 rounded-full focus-ring" aria-label="Account menu">
          <Avatar name={user.name} src={user.avatarUrl} size="md" />
        </DropdownMenu.Trigger>
        {/* No portal: the menu stays inside the header landmark. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border bg-background p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.Label className="grid gap-0.5 px-2 py-2">
            <span className="truncate text-sm font-semibold">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            <span className="mt-1 text-xs text-muted-foreground">{accountTypeLabel(user.role)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.profile.getHref()}>
              <User aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} disabled={isLoggingOut} onSelect={logOut}>
            <LogOut aria-hidden="true" />
            {isLoggingOut ? 'Logging out...' : 'Log Out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

/** Mobile menu: who is signed in, then the same links as the avatar menu. */
export function MobileUserMenu({ user }: { user: SessionUser }) {
  const { logOut, isLoggingOut } = useLogOut();
  return (
    <div className="mt-2 border-t pt-2">
      <div className="flex items-center gap-3 px-3 py-3">
        <Avatar name={user.name} src={user.avatarUrl} size="md" />
        <div className="grid min-w-0">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-sm text-muted-foreground">{user.email}</span>
          <span className="text-xs text-muted-foreground">{accountTypeLabel(user.role)}</span>
        </div>
      </div>
      <ul className="grid gap-1">
        <li>
          <NotificationsMenuLink className={mobileLinkClasses} />
        </li>
        <li>
          <MessagesLink variant="menu" className={mobileLinkClasses} />
        </li>
        <li>
          <Link to={paths.dashboard.getHref()} className={mobileLinkClasses}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </li>
        <li>
          <Link to={paths.profile.getHref()} className={mobileLinkClasses}>
            <User aria-hidden="true" />
            Profile
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={mobileLinkClasses}
            disabled={isLoggingOut}
            onPointerEnter={preloadToasts}
            onFocus={preloadToasts}
            onClick={logOut}
          >
            <LogOut aria-hidden="true" />
            {isLoggingOut ? 'Logging out...' : 'Log Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
