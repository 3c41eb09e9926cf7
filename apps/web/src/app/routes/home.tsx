import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { JoinDialogButton } from '../../features/accounts/auth/components/lazy-join-dialog.tsx';
import { CategoryGrid, type CategoryTile } from '../../features/catalogue/categories/components/category-grid.tsx';
import { PopularSearches } from '../../features/catalogue/search/components/popular-searches.tsx';
import { SearchBox } from '../../features/catalogue/search/components/search-box.tsx';
import { lazyHydrated } from '../../lib/lazy-hydrated.tsx';
import { paths } from '../../lib/paths.ts';

/*
 * Marketplace Listings and Featured services sit below the first screen (hero,
 * search, popular services), so their code loads in its own chunk while the
 * page is already showing; the reserved height keeps the footer from jumping.
 */
const HomeGigSections = lazyHydrated(() => import('../../features/catalogue/gigs/components/home-sections.tsx'));

/**
 * The specification's six home tiles, each one category of the taxonomy with its
 * live count. They are not the taxonomy's first six: Social Media stands where
 * Music & Audio would, and the Video & Animation tile reads "Video Editing".
 */
const POPULAR_TILES = [
  { slug: 'graphic-design', label: 'Logo Design' },
  { slug: 'web-development', label: 'Web Development' },
  { slug: 'writing', label: 'Writing' },
  { slug: 'digital-marketing', label: 'Digital Marketing' },
  { slug: 'video', label: 'Video Editing' },
  { slug: 'social-media', label: 'Social Media' },
] as const satisfies readonly CategoryTile[];

const TRUST = ['Verified Teen Freelancers', 'Secure Payments', 'Quality Guaranteed'] as const;

const REASONS = [
  {
    title: 'Safe and Secure',
    text: 'Payments are held safely until the work is delivered, and sellers under 18 join with a parent’s consent.',
  },
  {
    title: 'Quality Services',
    text: 'Read real reviews and talk with a seller before you order, so you know what you will get.',
  },
  {
    title: 'Fast Delivery',
    text: 'Every gig states its delivery time up front, and you follow your order in your dashboard.',
  },
] as const;

function CallToAction() {
  const { user } = useSession();
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-14 text-center">
        <h2 id="cta-heading" className="text-2xl font-bold md:text-3xl">
          Ready to get started?
        </h2>
        <p className="max-w-2xl text-primary-soft">
          Are you a teen with a skill? Join as a seller and earn while you learn. Need something done? Hire talented
          teens for your next project.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {user ? (
            <>
              <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                Find Gigs
              </Link>
              <Link
                to={paths.createGig.getHref()}
                className={buttonClasses({
                  variant: 'outline',
                  size: 'lg',
                  className: 'border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover',
                })}
              >
                Create a Gig
              </Link>
            </>
          ) : (
            <>
              <JoinDialogButton variant="secondary" size="lg">
                Sign Up Now
              </JoinDialogButton>
              <Link
                to={paths.login.getHref()}
                className={buttonClasses({
                  variant: 'outline',
                  size: 'lg',
                  className: 'border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover',
                })}
              >
                Log In
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default function HomeRoute() {
  const { user } = useSession();
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-violet-800 text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-14 pb-24 text-center md:pt-20 md:pb-32">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
            Find Exceptional Teen Talent
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-primary-soft md:text-xl">
            Connect with talented teens offering professional services at competitive rates
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
            {TRUST.map((label) => (
              <li key={label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="flex size-5 items-center justify-center rounded-full bg-white/20 text-xs"
                >
                  ✓
                </span>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto -mt-12 w-full max-w-3xl px-4 md:-mt-16">
        <SearchBox variant="prominent" />
        <PopularSearches />
      </div>

      <section aria-labelledby="popular-heading" className="mx-auto w-full max-w-6xl px-4 py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="popular-heading" className="text-2xl font-bold">
            Popular Services
          </h2>
          <Link to={paths.categories.getHref()} className="text-sm text-link">
            View all categories
          </Link>
        </div>
        <CategoryGrid headingLevel="h3" showSlug={false} tiles={POPULAR_TILES} />
      </section>

      <Suspense fallback={<div className="min-h-[100vh]" />}>
        <HomeGigSections isFreelancer={user?.role === 'freelancer'} />
      </Suspense>

      <section aria-labelledby="why-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="why-heading" className="mb-8 text-center text-2xl font-bold">
            Why Choose TeenFreelance?
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {REASONS.map(({ title, text }, index) => (
              <li
                key={title}
                className="grid justify-items-center gap-3 rounded-xl bg-background p-6 text-center shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
