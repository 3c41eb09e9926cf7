import { PRO_PLAN_TEXTS, PRO_REDIRECT_DELAY_MS, type ProUpgradeInput } from '@teenfreelance/contracts/pro-plan';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CardForm } from '../../../../components/card-form.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/format-date.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePayOnce } from '../../../../lib/use-pay-once.ts';
import { useCancelPro, usePlan, useUpgradeToPro } from '../api/plan.ts';

/** What a Pro member sees: when it renews (or ends), and the way to stop renewing. */
function ProStatus() {
  const plan = usePlan(true);
  const cancel = useCancelPro();
  const subscription = plan.data?.subscription;
  return (
    <div className="grid gap-2">
      <Button className="w-full" disabled>
        {PRO_PLAN_TEXTS.alreadyPro}
      </Button>
      {subscription?.status === 'active' && (
        <>
          <p className="text-center text-xs text-muted-foreground">
            {PRO_PLAN_TEXTS.renewsOn(formatLongDate(subscription.currentPeriodEnd))}
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, PRO_PLAN_TEXTS.failed)) })
            }
          >
            {PRO_PLAN_TEXTS.cancel}
          </Button>
        </>
      )}
      {subscription?.status === 'cancelled' && (
        <p role="status" className="text-center text-xs text-muted-foreground">
          {PRO_PLAN_TEXTS.cancelled(formatLongDate(subscription.currentPeriodEnd))}
        </p>
      )}
    </div>
  );
}

/**
 * A buyer's or admin's Pro card: the button is there but disabled, with the
 * reason before any click (the server answers 403 NOT_A_FREELANCER to them
 * anyway), and a buyer is shown what their account does instead.
 */
function ForFreelancersOnly({ role }: { role: 'buyer' | 'admin' | 'guardian' }) {
  const reasonId = useId();
  return (
    <div className="grid gap-3">
      <Button className="w-full" disabled aria-describedby={reasonId}>
        {PRO_PLAN_TEXTS.upgrade}
      </Button>
      <div id={reasonId} className="grid gap-1 text-center text-sm">
        <p className="font-medium">{PRO_PLAN_TEXTS.onlyFreelancers}</p>
        <p className="text-muted-foreground">
          {role === 'buyer'
            ? PRO_PLAN_TEXTS.buyerNoPlan
            : role === 'guardian'
              ? PRO_PLAN_TEXTS.guardianNoPlan
              : PRO_PLAN_TEXTS.adminNoPlan}
        </p>
      </div>
      {role === 'buyer' && (
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {PRO_PLAN_TEXTS.exploreServices}
          </Link>
          <Link to={paths.postJob.getHref()} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {PRO_PLAN_TEXTS.postJob}
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * The Pro card's action: 'Upgrade to Pro' opens the payment form (visitors
 * sign in first); only freelancers upgrade, so a buyer or admin sees the
 * button disabled with the reason; a paid upgrade shows the congratulations
 * and goes to /profile 1.5 s later.
 */
export function ProUpgrade({ user }: { user: SessionUser | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const upgrade = useUpgradeToPro();
  const payOnce = usePayOnce();
  const [isPaying, setIsPaying] = useState(false);

  useEffect(() => {
    if (!upgrade.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.profile.getHref()), PRO_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [upgrade.isSuccess, navigate]);

  if (user?.isPro) return <ProStatus />;
  if (user && user.role !== 'freelancer') return <ForFreelancersOnly role={user.role} />;

  function open() {
    if (!user) {
      void navigate(paths.login.getHref(location.pathname));
      return;
    }
    setIsPaying(true);
  }

  function pay(input: ProUpgradeInput) {
    upgrade.mutate(
      { input, idempotencyKey: payOnce.keyFor(input) },
      {
        onSuccess: () => toast.success(PRO_PLAN_TEXTS.success),
        onError: (error) => {
          payOnce.failed(error);
          toast.error(PRO_PLAN_TEXTS.failed);
        },
      },
    );
  }

  if (!isPaying) {
    return (
      <Button className="w-full" onClick={open}>
        {PRO_PLAN_TEXTS.upgrade}
      </Button>
    );
  }
  return (
    <CardForm
      defaultValues={{ fullName: user?.name ?? '', email: user?.email ?? '' }}
      submitLabel={PRO_PLAN_TEXTS.upgrade}
      isSubmitting={upgrade.isPending || upgrade.isSuccess}
      error={upgrade.isError ? errorMessage(upgrade.error, PRO_PLAN_TEXTS.failed) : null}
      onSubmit={pay}
    />
  );
}
