import { useId } from 'react';
import { TEEN_FAMILY_TEXTS as T, type TeenFamilyPanel } from '@teenfreelance/contracts/family-controls';
import { QueryState } from '../../../../components/query-state.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { useMyFamily } from '../api/my-family.ts';

/** The rules in force, one sentence each, as the teen reads them. */
function rulesOf(panel: TeenFamilyPanel): string[] {
  return [
    panel.sellingPaused ? T.sellingPaused : T.sellingOn,
    panel.controls.approveNewGigs ? T.approvalOn : T.approvalOff,
    panel.controls.contactRule === 'verified_buyers' ? T.contactVerified : T.contactAnyone,
    panel.workHours ? T.workHours(panel.workHours) : T.noWorkHours,
  ];
}

function PanelBody({ panel }: { panel: TeenFamilyPanel }) {
  const rulesId = useId();
  const seesId = useId();
  if (panel.guardians.length === 0) return <p className="text-sm">{T.noGuardian}</p>;
  return (
    <div className="grid gap-4 text-sm">
      {panel.guardians.map((guardian) => (
        <p key={guardian.name}>{guardian.verified ? T.verifiedGuardian(guardian.name) : T.guardian(guardian.name)}</p>
      ))}
      <section aria-labelledby={rulesId} className="grid gap-1">
        <h3 id={rulesId} className="font-semibold">
          {T.rulesTitle}
        </h3>
        <ul className="list-disc grid gap-1 pl-5">
          {rulesOf(panel).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={seesId} className="grid gap-1">
        <h3 id={seesId} className="font-semibold">
          {T.seesTitle}
        </h3>
        <ul className="list-disc grid gap-1 pl-5">
          {T.sees.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <p className="text-muted-foreground">{T.onlyThey}</p>
    </div>
  );
}

/** The teen's own 'Family' panel (decision 0084): their guardian, the rules in force, what they can see. No control here. */
export function TeenFamilyPanelCard() {
  const headingId = useId();
  const family = useMyFamily();
  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <section aria-labelledby={headingId} className="grid gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {T.title}
          </h2>
          <QueryState query={family} loadingLabel="Loading..." errorTitle="Your family panel could not be loaded.">
            {(panel) => <PanelBody panel={panel} />}
          </QueryState>
        </section>
      </CardContent>
    </Card>
  );
}
