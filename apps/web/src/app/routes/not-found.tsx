import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          Return Home
        </Link>
        <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Explore Services
        </Link>
      </div>
    </div>
  );
}
