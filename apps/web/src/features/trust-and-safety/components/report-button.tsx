import { lazy, Suspense, useState } from 'react';
import { REPORT_TARGET_LABELS, SAFETY_TEXTS, type ReportTargetKind } from '@teenfreelance/contracts/safety';
import { Flag } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LoadingBlocks } from '../../../components/query-state.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';

// The form and its form library come when the dialog opens, or as the pointer or focus reaches the
// button: the gig, job, profile and inbox pages load without them (decision 0116).
const loadReportForm = () => import('./report-form.tsx');
const ReportForm = lazy(() => loadReportForm().then(({ ReportForm: Form }) => ({ default: Form })));
const prepareReportForm = () => void loadReportForm();

interface ReportButtonProps {
  targetKind: ReportTargetKind;
  targetId: string;
  isSignedIn: boolean;
  /** The button's name when several on a page would read the same ("Report message from Maya Chen"). */
  'aria-label'?: string;
  /** 'full': flag and "Report this gig"; 'short': flag and "Report"; 'icon': the flag alone. */
  appearance?: 'full' | 'short' | 'icon';
  className?: string;
}

/**
 * 'Report': a dialog asks for a reason and an optional note, and the reporter
 * is told it was received. Visitors are sent to sign in and come back here,
 * as with 'Contact Seller'. Pages leave it out on the user's own things.
 */
export function ReportButton({
  targetKind,
  targetId,
  isSignedIn,
  'aria-label': ariaLabel,
  appearance = 'full',
  className,
}: ReportButtonProps) {
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const title = SAFETY_TEXTS.reportTitle(REPORT_TARGET_LABELS[targetKind]);
  const name = ariaLabel ?? title;
  const isIcon = appearance === 'icon';
  const size = isIcon ? 'icon' : 'sm';
  const iconClasses = cn(isIcon && 'size-7 text-muted-foreground [&_svg]:size-3.5', className);
  const content = (
    <>
      <Flag aria-hidden="true" />
      {!isIcon && (appearance === 'short' ? SAFETY_TEXTS.report : title)}
    </>
  );
  // The visible words start the name (WCAG 2.5.3): "Report" is in "Report this conversation".
  const label = appearance === 'full' && !ariaLabel ? undefined : name;

  if (!isSignedIn) {
    return (
      <Link
        to={paths.login.getHref(location.pathname + location.search)}
        className={buttonClasses({ variant: 'ghost', size, className: iconClasses })}
        aria-label={label}
        title={isIcon ? name : undefined}
      >
        {content}
      </Link>
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size={size}
        className={iconClasses}
        aria-label={label}
        title={isIcon ? name : undefined}
        onPointerEnter={prepareReportForm}
        onFocus={prepareReportForm}
        onClick={() => setOpen(true)}
      >
        {content}
      </Button>
      {/* Titled only: the form's legend and labels say the rest. */}
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <Suspense fallback={<LoadingBlocks label="Loading..." />}>
          <ReportForm targetKind={targetKind} targetId={targetId} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
