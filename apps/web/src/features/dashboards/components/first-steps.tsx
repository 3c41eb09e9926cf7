import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export interface FirstStep {
  label: string;
  description: string;
  href: string;
}

/** What a new user can do first, instead of sample figures. */
export function FirstSteps({ steps }: { steps: readonly FirstStep[] }) {
  return (
    <section aria-labelledby="first-steps" className="grid gap-3 rounded-xl border border-dashed p-6">
      <h3 id="first-steps" className="text-lg font-semibold">
        Your first steps
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.href}>
            <Link
              to={step.href}
              className="grid h-full gap-1 rounded-lg border bg-background p-4 hover:bg-muted focus-ring"
            >
              <span className="flex items-center gap-2 font-semibold text-primary">
                {step.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm text-muted-foreground">{step.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
