const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 23, 2026, 9:41 AM'. */
export const formatOrderDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
