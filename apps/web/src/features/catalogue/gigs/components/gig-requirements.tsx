import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { REQUIREMENT_KIND_LABELS, REQUIREMENT_TEXTS } from '@teenfreelance/contracts/order-requirements';

/** The questions the buyer answers after paying (decision 0094), so they know before they pay. */
export function GigRequirements({ requirements }: { requirements: GigDetail['requirements'] }) {
  if (requirements.length === 0) return null;
  return (
    <section aria-labelledby="gig-requirements" className="grid gap-2 rounded-lg border p-4">
      <h2 id="gig-requirements" className="font-semibold">
        {REQUIREMENT_TEXTS.gigHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{REQUIREMENT_TEXTS.gigIntro}</p>
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        {requirements.map((requirement, index) => (
          <li key={index}>
            {requirement.question}{' '}
            <span className="text-muted-foreground">
              ({REQUIREMENT_KIND_LABELS[requirement.kind].toLowerCase()}
              {requirement.kind === 'choice' ? `: ${requirement.options.join(', ')}` : ''}
              {requirement.required ? '' : `, ${REQUIREMENT_TEXTS.optional}`})
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
