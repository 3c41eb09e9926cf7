import { cn } from '../../../../../lib/cn.ts';
import { WIZARD_STEPS, type WizardStep } from './wizard-values.ts';

/** The four steps as a bar, the current one marked for screen readers. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => {
        const number = index + 1;
        const isCurrent = number === step;
        return (
          <li key={name} aria-current={isCurrent ? 'step' : undefined} className="grid gap-1 text-center text-xs">
            <span className={cn('h-1.5 rounded-full', number <= step ? 'bg-primary' : 'bg-muted')} />
            <span className={cn(isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground')}>{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
