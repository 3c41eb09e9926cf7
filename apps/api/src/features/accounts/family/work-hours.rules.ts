import { ageOn, RELAXED_AGE } from '@teenfreelance/contracts/accounts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import {
  DELIVERY_DATE_CHOICES,
  DELIVERY_DATE_HORIZON_DAYS,
  QUIET_FROM_HOUR,
  QUIET_UNTIL_HOUR,
  type DeliveryDate,
  type WorkHourLaw,
  type WorkHourLimits,
  type WorkHours,
  type WorkHoursInput,
} from '@teenfreelance/contracts/work-hours';
import { dayText, localDay, localTime, weekdayOf, weekOf, zonedInstant, type DayNumber } from './zoned-time.ts';
import { placeOf } from './work-hours.places.ts';

/**
 * The work-hour rules of docs/decisions/0086, as pure functions of the teen's
 * facts and the time: which law's figures apply, what the guardian's choice
 * makes of them, which due dates fit, and when emails must wait.
 */

/** What the rules read of a teen. */
export interface TeenFacts {
  dateOfBirth: string | null;
  country: string | null;
  timeZone: string | null;
}

/** An open order as the weekly count sees it: its delivery days end on its due day. */
export interface OpenWork {
  deliveryDays: number;
  dueAt: Date;
}

type Law = WorkHourLimits & { name: WorkHourLaw };

/** The figures of each law for 13-15-year-olds (sources in decision 0086). */
const LAWS: Record<WorkHourLaw, WorkHourLimits> = {
  // 29 CFR 570.35: 3 hours on a school day, 18 in a school week, 7 am to 7 pm (9 pm June 1 - Labor Day).
  'us-flsa': { eveningEndHour: 19, weeklyHours: 18, schoolDayHours: 3 },
  // Children and Young Persons Act 1933 s.18 as amended (UK); Directive 94/33/EC art. 8 (EU): 2 a school day, 12 a week.
  'uk-eu': { eveningEndHour: 19, weeklyHours: 12, schoolDayHours: 2 },
};

/** FLSA's summer evening end: 9 pm from June 1 through Labor Day (the first Monday of September). */
const US_SUMMER_EVENING_END = 21;
/** With no law (16 and over) the limits a guardian leaves unset: as late as quiet hours allow, a full-time week. */
const UNSET: WorkHourLimits = { eveningEndHour: QUIET_FROM_HOUR, weeklyHours: 40, schoolDayHours: 8 };

export const FIRST_RULED_AGE = 13;

/** The IANA zone the teen's hours are read in: theirs, else their country's, else UTC. */
export const zoneOf = (teen: TeenFacts): string => teen.timeZone ?? placeOf(teen.country).zone;

function isUsSummer(at: Date, zone: string): boolean {
  const { year, month, day } = localTime(at, zone);
  if (month >= 6 && month <= 8) return true;
  if (month !== 9) return false;
  const firstOfSeptember = new Date(Date.UTC(year, 8, 1)).getUTCDay();
  const laborDay = 1 + ((8 - firstOfSeptember) % 7);
  return day <= laborDay;
}

/** The law's figures for the teen at `now`: null below 13 (nobody registers), from 16, or without a date of birth. */
export function lawFor(teen: TeenFacts, now: Date): Law | null {
  const age = teen.dateOfBirth ? ageOn(teen.dateOfBirth, now) : null;
  if (age === null || age < FIRST_RULED_AGE || age >= RELAXED_AGE) return null;
  const name = placeOf(teen.country).law;
  const limits = LAWS[name];
  const summer = name === 'us-flsa' && isUsSummer(now, zoneOf(teen));
  return { name, ...limits, eveningEndHour: summer ? US_SUMMER_EVENING_END : limits.eveningEndHour };
}

/** Whether `choice` would loosen `law` anywhere: the server refuses it. */
export function isLooser(choice: WorkHoursInput, law: WorkHourLimits | null): boolean {
  if (!law) return false;
  return (
    (choice.eveningEndHour !== null && choice.eveningEndHour > law.eveningEndHour) ||
    (choice.weeklyHours !== null && choice.weeklyHours > law.weeklyHours)
  );
}

/** What the server applies: the stricter of the law and the guardian's choice; null when neither sets a rule. */
export function appliedLimits(law: WorkHourLimits | null, choice: WorkHoursInput): WorkHourLimits | null {
  if (!law && choice.eveningEndHour === null && choice.weeklyHours === null) return null;
  const base = law ?? UNSET;
  return {
    eveningEndHour: Math.min(base.eveningEndHour, choice.eveningEndHour ?? base.eveningEndHour),
    weeklyHours: Math.min(base.weeklyHours, choice.weeklyHours ?? base.weeklyHours),
    schoolDayHours: Math.min(base.schoolDayHours, choice.weeklyHours ?? base.schoolDayHours),
  };
}

/** The teen's work hours as /family shows them. */
export function describeWorkHours(teen: TeenFacts, choice: WorkHoursInput, now: Date): WorkHours {
  const law = lawFor(teen, now);
  return { law, chosen: choice, applied: appliedLimits(law, choice), timeZone: zoneOf(teen) };
}

/** Hours of work on each local day: one for each open order on each of its delivery days, ending on its due day. */
function hoursByDay(open: readonly OpenWork[], zone: string): Map<DayNumber, number> {
  const hours = new Map<DayNumber, number>();
  for (const order of open) {
    const dueDay = localDay(order.dueAt, zone);
    for (let day = dueDay - order.deliveryDays + 1; day <= dueDay; day++) hours.set(day, (hours.get(day) ?? 0) + 1);
  }
  return hours;
}

/** Whether one more order of `deliveryDays` due on `dueDay` keeps every school day and week within `limits`. */
function fits(limits: WorkHourLimits, load: Map<DayNumber, number>, deliveryDays: number, dueDay: DayNumber): boolean {
  const weeks = new Map<DayNumber, number>();
  for (let day = dueDay - deliveryDays + 1; day <= dueDay; day++) {
    const onDay = (load.get(day) ?? 0) + 1;
    if (weekdayOf(day) < 5 && onDay > limits.schoolDayHours) return false;
    weeks.set(weekOf(day), 0);
  }
  for (const monday of weeks.keys()) {
    let total = 0;
    for (let day = monday; day < monday + 7; day++) total += load.get(day) ?? 0;
    const added = Math.min(monday + 6, dueDay) - Math.max(monday, dueDay - deliveryDays + 1) + 1;
    if (total + added > limits.weeklyHours) return false;
  }
  return true;
}

export interface DeliveryDateQuestion {
  limits: WorkHourLimits;
  zone: string;
  now: Date;
  deliveryDays: number;
  open: readonly OpenWork[];
}

/**
 * The due dates checkout offers a ruled seller's order: the evening end of each
 * day at least `deliveryDays` after now on which one more order fits the week,
 * the first DELIVERY_DATE_CHOICES within DELIVERY_DATE_HORIZON_DAYS.
 */
export function deliveryDateOptions({ limits, zone, now, deliveryDays, open }: DeliveryDateQuestion): DeliveryDate[] {
  const earliest = now.getTime() + deliveryDays * DAY_MS;
  const load = hoursByDay(open, zone);
  const options: DeliveryDate[] = [];
  const first = localDay(new Date(earliest), zone);
  for (let day = first; day <= first + DELIVERY_DATE_HORIZON_DAYS && options.length < DELIVERY_DATE_CHOICES; day++) {
    const dueAt = zonedInstant(day, limits.eveningEndHour, zone);
    if (dueAt.getTime() < earliest || !fits(limits, load, deliveryDays, day)) continue;
    options.push({ date: dayText(day), dueAt: dueAt.toISOString() });
  }
  return options;
}

/** Whether emails to the teen wait at `now`: 9 pm to 7 am in their zone. */
export function isQuietAt(now: Date, zone: string): boolean {
  const { hour } = localTime(now, zone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The next 7 am in `zone` after `now`: when held emails go. */
export function quietEndsAfter(now: Date, zone: string): Date {
  const today = localDay(now, zone);
  const morning = zonedInstant(today, QUIET_UNTIL_HOUR, zone);
  return morning.getTime() > now.getTime() ? morning : zonedInstant(today + 1, QUIET_UNTIL_HOUR, zone);
}
