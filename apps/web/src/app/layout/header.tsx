import { Suspense, useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { LazyJoinDialog, preloadJoinDialog } from '../../features/accounts/auth/components/lazy-join-dialog.tsx';
import { SearchBox } from '../../features/catalogue/search/components/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyInNextTask } from '../../lib/lazy-hydrated.tsx';
import { paths } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';
import { mobileLinkClasses } from './mobile-link-classes.ts';

// The signed-in parts load only for signed-in users: visitors don't download the menu code.
const loadUserMenus = () => import('./user-menu.tsx');
const DesktopUserMenu = lazyInNextTask<{ user: SessionUser }>(() =>
  loadUserMenus().then((module) => ({ default: module.DesktopUserMenu })),
);
const MobileUserMenu = lazyInNextTask<{ user: SessionUser }>(() =>
  loadUserMenus().then((module) => ({ default: module.MobileUserMenu })),
);

interface NavItem {
  label: string;
  href: string;
}

/** Explore for everyone, Create Gig for freelancers, Post a Job for buyers. */
function navItemsFor(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Explore', href: paths.explore.getHref() }];
  if (user?.role === 'freelancer') items.push({ label: 'Create Gig', href: paths.createGig.getHref() });
  if (user?.role === 'buyer') items.push({ label: 'Post a Job', href: paths.dashboard.getHref('jobs') });
  return items;
}

/**
 * Home and explore (with its categories, and /projects, the same page) have a search box
 * of their own (the hero's prominent one, explore's text search): the header's minimal
 * one is on every other page.
 */
function hasOwnSearch(pathname: string): boolean {
  const explore = paths.explore.getHref();
  return (
    [paths.home.getHref(), explore, paths.projects.getHref()].includes(pathname) || pathname.startsWith(`${explore}/`)
  );
}

const HEADER_SEARCH_LABEL = 'Search services';

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted focus-ring',
    isActive ? 'text-primary' : 'text-foreground',
  );

export function Header() {
  const { user, isPending } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isJoinOpen, setIsJoinOpen] = useState(false);
  const location = useLocation();
  const navItems = navItemsFor(user);
  const showsSearch = !hasOwnSearch(location.pathname);

  // Close the mobile menu whenever the page changes.
  const [menuPath, setMenuPath] = useState(location.pathname + location.search);
  if (menuPath !== location.pathname + location.search) {
    setMenuPath(location.pathname + location.search);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  function openJoin() {
    setIsMenuOpen(false);
    setIsJoinOpen(true);
  }

  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo user={user} />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => (
            <NavLink key={item.href} to={item.href} end className={desktopLinkClasses}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        {showsSearch && (
          <div className="hidden max-w-xs min-w-0 flex-1 md:block">
            <SearchBox variant="minimal" label={HEADER_SEARCH_LABEL} />
          </div>
        )}

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {isPending ? (
            <Skeleton className="h-10 w-40" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-10 w-32" />}>
              <DesktopUserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'ghost' })}>
                Log In
              </Link>
              <Button
                aria-haspopup="dialog"
                onPointerEnter={preloadJoinDialog}
                onFocus={preloadJoinDialog}
                onClick={openJoin}
              >
                Join
              </Button>
            </>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {isMenuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-background px-4 pt-2 pb-4 md:hidden">
          {showsSearch && <SearchBox variant="minimal" label={HEADER_SEARCH_LABEL} className="pt-2 pb-3" />}
          <ul className="grid gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={mobileLinkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {user && (
            <Suspense fallback={<Skeleton className="mt-2 h-40 w-full" />}>
              <MobileUserMenu user={user} />
            </Suspense>
          )}
          {!user && !isPending && (
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'outline' })}>
                Log In
              </Link>
              <Button aria-haspopup="dialog" onClick={openJoin}>
                Join
              </Button>
            </div>
          )}
        </nav>
      )}
      <LazyJoinDialog open={isJoinOpen} onOpenChange={setIsJoinOpen} />
    </header>
  );
}
