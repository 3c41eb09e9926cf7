import { Link } from 'react-router';
import { PROFILE_MESSAGES } from '@teenfreelance/contracts/profiles';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';

/** While the profile loads: real loading, no artificial delay. */
export function ProfileLoading() {
  return (
    <div className="mx-auto grid min-h-80 w-full max-w-5xl place-items-center px-4 py-12">
      <p role="status" className="text-muted-foreground">
        {PROFILE_MESSAGES.loading}
      </p>
    </div>
  );
}

/** No such user. */
export function ProfileNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{PROFILE_MESSAGES.notFound}</h1>
      <p className="text-muted-foreground">This profile doesn't exist or has been removed.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.explore.getHref()} className={buttonClasses()}>
          Browse Services
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
