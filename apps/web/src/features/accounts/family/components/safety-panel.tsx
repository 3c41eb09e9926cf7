import { useId } from 'react';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import { FAMILY_SAFETY_TEXTS as S, safetyEventLines } from '@teenfreelance/contracts/family-safety';

/** A teen's safety events on /family: counts and what they are about, never the messages. */
export function SafetyPanel({ teen }: { teen: Pick<FamilyTeen, 'safety'> }) {
  const id = useId();
  const lines = teen.safety ? safetyEventLines(teen.safety) : [];
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {S.title}
      </h3>
      <p className="text-sm text-muted-foreground">{S.note}</p>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{S.none}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
