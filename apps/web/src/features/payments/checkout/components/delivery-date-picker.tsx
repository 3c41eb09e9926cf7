import type { CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { WORK_HOURS_TEXTS } from '@teenfreelance/contracts/work-hours';
import { useId } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/select.tsx';

type DeliveryDates = NonNullable<CheckoutQuote['deliveryDates']>;

/** 'Wed, Nov 4, 7 PM' in the seller's time zone: when the order falls due where they live. */
export function dueText(dueAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(dueAt));
}

interface DeliveryDatePickerProps {
  dates: DeliveryDates;
  sellerName: string;
  value: string;
  onChange: (date: string) => void;
}

/**
 * The due dates a seller under 16 can take (decision 0086), as the server
 * offers them: the buyer picks one, and the server checks it again.
 */
export function DeliveryDatePicker({ dates, sellerName, value, onChange }: DeliveryDatePickerProps) {
  const id = useId();
  if (dates.options.length === 0) return <Alert variant="error">{WORK_HOURS_TEXTS.noRoom(sellerName)}</Alert>;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{WORK_HOURS_TEXTS.deliveryDate}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-note`}>
        {dates.options.map((option) => (
          <option key={option.date} value={option.date}>
            {dueText(option.dueAt, dates.timeZone)}
          </option>
        ))}
      </Select>
      <p id={`${id}-note`} className="text-sm text-muted-foreground">
        {WORK_HOURS_TEXTS.deliveryNote(sellerName, dates.eveningEndHour)}
      </p>
    </div>
  );
}
