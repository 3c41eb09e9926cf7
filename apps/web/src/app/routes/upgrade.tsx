import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { ProUpgrade } from '../../features/payments/pro-plan/components/pro-upgrade.tsx';
import { PRO_PLAN_TEXTS } from '@teenfreelance/contracts/pro-plan';
import { paths } from '../../lib/paths.ts';

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
  const { user } = useSession();
  const isPro = user?.isPro ?? false;

  return (
    <Page title={PRO_PLAN_TEXTS.title} description="Stand out, win more work and grow faster with a Pro plan.">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle>{PRO_PLAN_TEXTS.basicPlan}</CardTitle>
            <CardDescription>For getting started</CardDescription>
            <p className="text-3xl font-bold">{PRO_PLAN_TEXTS.basicPrice}</p>
          </CardHeader>
          <CardContent className="flex-1">
            <FeatureList features={PRO_PLAN_TEXTS.basicFeatures} />
          </CardContent>
          <CardFooter>
            <Button variant="outline" className="w-full" disabled>
              {isPro ? PRO_PLAN_TEXTS.basicPlan : PRO_PLAN_TEXTS.currentPlan}
            </Button>
          </CardFooter>
        </Card>

        <Card className="relative flex flex-col border-2 border-primary">
          <Badge className="absolute -top-3 right-4">{PRO_PLAN_TEXTS.bestValue}</Badge>
          <CardHeader>
            <CardTitle>{PRO_PLAN_TEXTS.proPlan}</CardTitle>
            <CardDescription>Recommended for serious teenlancers</CardDescription>
            <p className="text-3xl font-bold">
              {PRO_PLAN_TEXTS.proPrice}{' '}
              <span className="text-base font-normal text-muted-foreground">{PRO_PLAN_TEXTS.perMonth}</span>
            </p>
          </CardHeader>
          <CardContent className="flex-1">
            <FeatureList features={PRO_PLAN_TEXTS.proFeatures} />
          </CardContent>
          <CardFooter className="flex-col items-stretch gap-2">
            <ProUpgrade user={user} />
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
