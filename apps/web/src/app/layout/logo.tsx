import { Link } from 'react-router';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { paths } from '../../lib/paths.ts';

/** The spec records a freelancer's click on the logo in session storage. */
function onLogoClick(user: SessionUser | null) {
  if (user?.role !== 'freelancer') return;
  try {
    sessionStorage.setItem('logoClickedByFreelancer', 'true');
  } catch {
    // Storage can be disabled (private mode); the flag is not essential.
  }
}

export function Logo({ user }: { user: SessionUser | null }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={() => onLogoClick(user)}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground focus-ring"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-sm text-primary-foreground"
      >
        TF
      </span>
      <span>
        Teen<span className="text-primary">Freelance</span>
      </span>
    </Link>
  );
}
