import { useId } from 'react';
import {
  CONTACT_RULE_LABELS,
  FAMILY_CONTROLS_TEXTS as C,
  type GigDecisionResult,
} from '@teenfreelance/contracts/family-controls';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import { contactRules, type ContactRule } from '@teenfreelance/contracts/users';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useDecideGig, useSetFamilyControls } from '../api/family-controls.ts';

/** 'Approve new gigs' and 'Who can contact my teen' for one teen (decision 0084). */
export function TeenControls({ teen }: { teen: FamilyTeen }) {
  const controls = useSetFamilyControls();
  const approvalId = useId();
  const contactId = useId();
  const { approveNewGigs, contactRule } = teen.controls;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {controls.isError && (
        <Alert variant="error" className="sm:col-span-2">
          {errorMessage(controls.error, 'Please try again.')}
        </Alert>
      )}
      <div className="grid content-start gap-2">
        <h4 id={approvalId} className="font-medium">
          {C.approveNewGigs}
        </h4>
        <p className="text-sm">{approveNewGigs ? C.approveNewGigsOn : C.approveNewGigsOff}</p>
        <Button
          variant="outline"
          className="justify-self-start"
          aria-describedby={approvalId}
          disabled={controls.isPending}
          onClick={() => controls.mutate({ teenId: teen.id, approveNewGigs: !approveNewGigs })}
        >
          {approveNewGigs ? C.turnOff : C.turnOn}
        </Button>
      </div>
      <div className="grid content-start gap-2">
        <label htmlFor={contactId} className="font-medium">
          {C.contactRule}
        </label>
        <Select
          id={contactId}
          value={contactRule}
          disabled={controls.isPending}
          onChange={(event) => controls.mutate({ teenId: teen.id, contactRule: event.target.value as ContactRule })}
        >
          {contactRules.map((rule) => (
            <option key={rule} value={rule}>
              {CONTACT_RULE_LABELS[rule]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

const decidedText = (result: GigDecisionResult) => (result.decision === 'approved' ? C.approved : C.declinedDone);

/** Approve / Decline beside a gig waiting for the guardian. */
export function GigDecision({ gig }: { gig: { id: string; title: string } }) {
  const decide = useDecideGig();
  if (decide.isSuccess) return <span role="status">{decidedText(decide.data)}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {decide.isError && <span role="alert">{errorMessage(decide.error, 'Please try again.')}</span>}
      <Button
        size="sm"
        aria-label={`${C.approve} '${gig.title}'`}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ gigId: gig.id, approve: true })}
      >
        {C.approve}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${C.decline} '${gig.title}'`}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ gigId: gig.id, approve: false })}
      >
        {C.decline}
      </Button>
    </span>
  );
}
