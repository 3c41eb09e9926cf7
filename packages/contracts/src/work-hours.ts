import { z } from 'zod';
import { apiPath } from './api-paths.ts';

/**
 * Work hours for sellers aged 13 to 15 (issue 38, docs/decisions/0086): the
 * law's limits, applied by the server from the teen's date of birth, country
 * and time zone, which their guardian may make stricter, never looser.
 *
 * | Method | Path | Who | Answer |
 * | PUT    | /api/family/teens/:teenId/work-hours | the teen's guardian | 200 WorkHours, 422 WORK_HOURS_LOOSER |
 *
 * Checkout's quote offers the due dates these rules allow (`deliveryDates`),
 * and the payment takes the one the buyer chose (`dueDate`).
 */
export const familyWorkHoursPath = apiPath('/api/family/teens/:teenId/work-hours');

/** The morning hour before which no order is due (7 am, 29 CFR 570.35(a)(6)). */
export const WORK_DAY_START_HOUR = 7;
/** Quiet hours: emails to the teen wait from 9 pm to 7 am in their time zone. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;
/** How many delivery dates checkout offers, and how far ahead it looks for them. */
export const DELIVERY_DATE_CHOICES = 5;
export const DELIVERY_DATE_HORIZON_DAYS = 28;

/** Which law's figures apply: US FLSA (the default) or the UK and EU figures for children's light work. */
export const workHourLaws = ['us-flsa', 'uk-eu'] as const;
export type WorkHourLaw = (typeof workHourLaws)[number];

/** What a guardian may choose: an earlier evening end, fewer hours a week (null: the law's). */
export const workHoursInputSchema = z
  .object({
    eveningEndHour: z
      .number({ error: 'Choose an hour' })
      .int()
      .min(WORK_DAY_START_HOUR + 1, 'The evening end must be after 8 am')
      .max(21, 'The evening end can be 9 pm at the latest')
      .nullable(),
    weeklyHours: z
      .number({ error: 'Enter a number of hours' })
      .int('Enter whole hours')
      .min(1, 'At least 1 hour a week')
      .max(40, 'At most 40 hours a week')
      .nullable(),
  })
  .strict();
export type WorkHoursInput = z.infer<typeof workHoursInputSchema>;

export const workHourLimitsSchema = z.object({
  /** No order is due after this hour (24-hour clock) in the teen's time zone. */
  eveningEndHour: z.number().int(),
  /** Open orders' delivery days fit in this many hours a week (one hour a delivery day). */
  weeklyHours: z.number().int(),
  /** Open orders on one school day, at one hour each. */
  schoolDayHours: z.number().int(),
});
export type WorkHourLimits = z.infer<typeof workHourLimitsSchema>;

/** A teen's work hours as /family shows them. */
export const workHoursSchema = z.object({
  /** The law's figures for the teen today; null at 16 and over. */
  law: workHourLimitsSchema.extend({ name: z.enum(workHourLaws) }).nullable(),
  /** What the guardian chose (null: the law's). */
  chosen: workHoursInputSchema,
  /** What the server applies: the stricter of both; null when no rule applies. */
  applied: workHourLimitsSchema.nullable(),
  /** The IANA time zone the hours are read in. */
  timeZone: z.string(),
});
export type WorkHours = z.infer<typeof workHoursSchema>;

/** A delivery date checkout offers: the local day (in the seller's zone) and the moment the order falls due. */
export const deliveryDateSchema = z.object({ date: z.string(), dueAt: z.string() });
export type DeliveryDate = z.infer<typeof deliveryDateSchema>;

/** The quote's `deliveryDates`: null when the seller's work hours are not limited (due `deliveryDays` after payment). */
export const deliveryDatesSchema = z
  .object({ options: z.array(deliveryDateSchema), timeZone: z.string(), eveningEndHour: z.number().int() })
  .nullable();
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

/** '7 pm' for 19. */
export const hourText = (hour: number): string =>
  hour === 0 ? 'midnight' : hour === 12 ? 'noon' : hour < 12 ? `${hour} am` : `${hour - 12} pm`;

export const WORK_HOURS_TEXTS = {
  title: 'Work hours',
  lawUs: 'US child labour rules (FLSA)',
  lawUkEu: 'UK and EU rules for children who work',
  intro: (name: string, law: string) =>
    `${name} is under 16, so we apply ${law} to their orders. You can make them stricter.`,
  noLaw: (name: string) =>
    `${name} is 16 or older: the law sets no work hours for them. You can still set limits, and we apply them.`,
  eveningEnd: (hour: number) => `No order is due after ${hourText(hour)} or before 7 am.`,
  weekly: (hours: number, daily: number) =>
    `At most ${hours} hours of work a week and ${daily} on a school day: each open order counts one hour on each of its delivery days.`,
  quiet: 'Emails wait from 9 pm to 7 am and arrive in the morning. Notifications still appear on the site.',
  timeZone: (zone: string) => `Times are in their time zone, ${zone}.`,
  eveningEndLabel: 'Latest due time',
  weeklyLabel: 'Hours a week',
  lawDefault: "The law's",
  save: 'Save work hours',
  saved: 'Work hours saved',
  /** The 422 when a guardian asks for less strict rules than the law's. */
  looser: (hour: number, hours: number) =>
    `You can make the work hours stricter, not looser: the latest due time is ${hourText(hour)} and the most is ${hours} hours a week.`,
  // Checkout.
  deliveryDate: 'Delivery date',
  deliveryNote: (seller: string, hour: number) =>
    `${seller} is under 16, so orders are due by ${hourText(hour)} their time, on a day with room in their week.`,
  /** The 422 when the buyer's date breaks the seller's work hours. */
  dateNotOffered:
    'The seller cannot deliver on that date: they are under 16 and may work only limited hours. Choose one of the delivery dates offered.',
  /** The 422 when the seller's next four weeks are full. */
  noRoom: (seller: string) =>
    `${seller} is under 16 and has no time for another order in the next four weeks. Please try again later.`,
} as const;
