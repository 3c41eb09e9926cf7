import { Bell, LayoutDashboard, LogOut, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useLogOut } from '../../features/auth/hooks/use-log-out.ts';
import { paths } from '../../lib/paths.ts';
import { accountTypeLabel } from './roles.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4';

/**
 * The signed-in part of the desktop header: notifications, dashboard and the
 * avatar menu. Loaded only for signed-in users, so visitors don't download the menu code.
 */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { logOut, isLoggingOut } = useLogOut();
  return (
    <div className="flex items-center gap-1">
      {/* The red dot appears only when there are unread notifications: none exist yet. */}
      <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'ghost', size: 'icon' })} aria-label="Notifications">
        <Bell aria-hidden="true" />
      </Link>
      <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'ghost', size: 'icon' })} aria-label="Dashboard">
        <LayoutDashboard aria-hidden="true" />
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="ml-1 rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          aria-label="Account menu"
        >
          <Avatar name={user.name} src={user.avatarUrl} size="md" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
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
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
