import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

const COLUMNS = [
  {
    title: 'For Freelancers',
    links: [
      { label: 'Join as a Freelancer', href: paths.register.getHref('freelancer') },
      { label: 'Upgrade to Pro', href: paths.upgrade.getHref() },
      { label: 'Create a Gig', href: paths.createGig.getHref() },
      { label: 'Find Jobs', href: paths.jobs.getHref() },
    ],
  },
  {
    title: 'For Buyers',
    links: [
      { label: 'Join as a Buyer', href: paths.register.getHref('buyer') },
      { label: 'Post a Job', href: paths.postJob.getHref() },
      { label: 'Find Services', href: paths.explore.getHref() },
      { label: 'How It Works', href: paths.howItWorks.getHref() },
    ],
  },
  {
    title: 'Support & Legal',
    links: [
      { label: 'Help', href: paths.help.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Refund Policy', href: paths.refundPolicy.getHref() },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto border-t bg-muted print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-2">
          <p className="text-lg font-bold">TeenFreelance</p>
          <p className="text-sm text-muted-foreground">
            The marketplace where talented teens offer their skills, safely and with parental consent for under-18s.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-ring"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-muted-foreground">
          © {new Date().getFullYear()} TeenFreelance. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
