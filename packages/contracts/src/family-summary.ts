import { z } from 'zod';

/**
 * The weekly summary email to each guardian (issue 38, decision 0087): what
 * each teen sold and earned, their open orders and safety events, once a week.
 *
 * | Method | Path | Who | Answer |
 * | GET    | /api/family/weekly-summary | guardians | 200 WeeklySummarySetting |
 * | PUT    | /api/family/weekly-summary | guardians | 200 WeeklySummarySetting (the off switch on /family) |
 * | POST   | /api/family/weekly-summary/unsubscribe | anyone with the email's link | 200 WeeklySummarySetting; 404 for a link that is not one |
 */
export const FAMILY_WEEKLY_SUMMARY_PATH = '/api/family/weekly-summary';
export const FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH = '/api/family/weekly-summary/unsubscribe';

export const weeklySummarySettingSchema = z.object({ enabled: z.boolean() }).strict();
export type WeeklySummarySetting = z.infer<typeof weeklySummarySettingSchema>;

/** The email's unsubscribe link carries the guardian's id and a signature of it. */
export const weeklySummaryUnsubscribeSchema = z
  .object({ guardian: z.string().min(1).max(64), token: z.string().min(1).max(200) })
  .strict();
export type WeeklySummaryUnsubscribe = z.infer<typeof weeklySummaryUnsubscribeSchema>;

export const WEEKLY_SUMMARY_TEXTS = {
  title: 'Weekly summary email',
  note: 'Every Monday: what each teen sold and earned, their open orders and any safety events.',
  on: 'Send me the weekly summary',
  // The unsubscribe page (/family/weekly-summary/off).
  offTitle: 'Stop the weekly summary',
  offIntro: 'You will no longer get the weekly family summary email. You can turn it back on from your family page.',
  offButton: 'Stop the weekly summary',
  offDone: 'Done: the weekly summary is off. Turn it back on from your family page whenever you like.',
  offInvalid: 'This link is not valid. Sign in to your family page to change the weekly summary.',
  working: 'Saving...',
} as const;
