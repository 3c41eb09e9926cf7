import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

const BASIC_FEATURES = [
  'Create a freelancer profile',
  'Browse available gigs',
  'Basic communication tools',
  'Limited job applications',
] as const;

const PRO_FEATURES = [
  'All Basic features',
  'Featured profile placement',
  'Unlimited job applications',
  'Priority customer support',
  'Advanced analytics and insights',
  'Early access to new features',
] as const;

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-2">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

export default function UpgradeRoute() {
  useDocumentTitle('Upgrade to Pro');
  const { user } = useSession();
  const isPro = user?.isPro ?? false;

  return (
    <Page title="Upgrade to Pro" description="Stand out, win more work and grow faster with a Pro plan.">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>Basic Plan</CardTitle>
            <CardDescription>For getting started</CardDescription>
            <p className="text-3xl font-bold">Free</p>
          </CardHeader>
          <CardContent className="flex-1">
            <FeatureList features={BASIC_FEATURES} />
          </CardContent>
          <CardFooter>
            <Button variant="outline" className="w-full" disabled>
              {isPro ? 'Basic Plan' : 'Current Plan'}
            </Button>
          </CardFooter>
        </Card>

        <Card className="relative flex flex-col border-2 border-primary">
          <Badge className="absolute -top-3 right-4">Best Value</Badge>
          <CardHeader>
            <CardTitle>Pro Plan</CardTitle>
            <CardDescription>Recommended for serious teenlancers</CardDescription>
            <p className="text-3xl font-bold">
              $19.99<span className="text-base font-normal text-muted-foreground">/month</span>
            </p>
          </CardHeader>
          <CardContent className="flex-1">
            <FeatureList features={PRO_FEATURES} />
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-2">
            <Button className="w-full" disabled aria-describedby={isPro ? undefined : 'upgrade-note'}>
              {isPro ? 'Already Pro' : 'Upgrade to Pro'}
            </Button>
            {!isPro && (
              <p id="upgrade-note" className="text-center text-xs text-muted-foreground">
                Upgrading to Pro is coming soon.
              </p>
            )}
          </CardFooter>
        </Card>
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Questions about plans?{' '}
        <Link to={paths.help.getHref()} className="text-link">
          Visit our Help Center
        </Link>
        .
      </p>
    </Page>
  );
}
