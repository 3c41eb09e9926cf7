import { useId } from 'react';
import { WEEKLY_SUMMARY_TEXTS as S } from '@teenfreelance/contracts/family-summary';
import { Alert } from '../../../../components/ui/alert.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSetWeeklySummary, useWeeklySummary } from '../api/weekly-summary.ts';

/** The weekly summary email's off switch on /family (decision 0087). */
export function WeeklySummarySwitch() {
  const id = useId();
  const setting = useWeeklySummary();
  const save = useSetWeeklySummary();
  if (!setting.data) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {S.title}
      </h2>
      <p className="text-sm text-muted-foreground">{S.note}</p>
      <CheckboxField
        label={S.on}
        checked={setting.data.enabled}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
      {save.isError && <Alert variant="error">{errorMessage(save.error, 'Please try again.')}</Alert>}
    </section>
  );
}
