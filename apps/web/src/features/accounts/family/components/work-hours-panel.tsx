import { useId, useState, type FormEvent } from 'react';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import {
  WORK_HOURS_TEXTS as W,
  hourText,
  workHoursInputSchema,
  type WorkHours,
  type WorkHoursInput,
} from '@teenfreelance/contracts/work-hours';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSetWorkHours } from '../api/work-hours.ts';

/** With no law (16 and over) a guardian may choose up to these, as the server allows. */
const LATEST_EVENING_END = 21;
const MOST_WEEKLY_HOURS = 40;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A choice of 'the law's' (empty) or a number no looser than the law's: the server refuses looser. */
function LimitSelect(props: {
  label: string;
  value: number | null;
  choices: number[];
  lawValue: number | null;
  format: (value: number) => string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Select
        id={id}
        value={props.value === null ? '' : String(props.value)}
        onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">
          {props.lawValue === null ? 'No limit' : `${W.lawDefault} (${props.format(props.lawValue)})`}
        </option>
        {props.choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {props.format(choice)}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Rules({ name, hours }: { name: string; hours: WorkHours }) {
  const { law, applied } = hours;
  return (
    <div className="grid gap-1 text-sm">
      <p>{law ? W.intro(name, law.name === 'us-flsa' ? W.lawUs : W.lawUkEu) : W.noLaw(name)}</p>
      {applied && (
        <ul className="list-disc pl-5">
          <li>{W.eveningEnd(applied.eveningEndHour)}</li>
          <li>{W.weekly(applied.weeklyHours, applied.schoolDayHours)}</li>
          <li>{W.quiet}</li>
        </ul>
      )}
      <p className="text-muted-foreground">{W.timeZone(hours.timeZone)}</p>
    </div>
  );
}

/** A teen's work hours on /family: the law's, what applies, and the guardian's stricter choice (decision 0086). */
export function WorkHoursPanel({ teen }: { teen: FamilyTeen }) {
  const hours = teen.workHours;
  const save = useSetWorkHours();
  const [choice, setChoice] = useState<WorkHoursInput>(hours?.chosen ?? { eveningEndHour: null, weeklyHours: null });
  const headingId = useId();
  if (!hours) return null;
  const latest = hours.law?.eveningEndHour ?? LATEST_EVENING_END;
  const most = hours.law?.weeklyHours ?? MOST_WEEKLY_HOURS;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The same schema as the server; the choices offered are never looser than the law's.
    const input = workHoursInputSchema.parse(choice);
    save.mutate({ teenId: teen.id, input });
  }

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {W.title}
      </h3>
      <Rules name={teen.name} hours={hours} />
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <LimitSelect
          label={W.eveningEndLabel}
          value={choice.eveningEndHour}
          choices={range(8, latest).reverse()}
          lawValue={hours.law?.eveningEndHour ?? null}
          format={hourText}
          onChange={(eveningEndHour) => setChoice({ ...choice, eveningEndHour })}
        />
        <LimitSelect
          label={W.weeklyLabel}
          value={choice.weeklyHours}
          choices={range(1, most).reverse()}
          lawValue={hours.law?.weeklyHours ?? null}
          format={(value) => `${value} hours`}
          onChange={(weeklyHours) => setChoice({ ...choice, weeklyHours })}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : W.save}
        </Button>
      </form>
      {save.isError && <Alert variant="error">{errorMessage(save.error, 'Please try again.')}</Alert>}
      {save.isSuccess && !save.isPending && (
        <p role="status" className="text-sm">
          {W.saved}
        </p>
      )}
    </section>
  );
}
