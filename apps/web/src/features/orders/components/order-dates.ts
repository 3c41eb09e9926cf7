const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'November 23, 2026'. */
export const formatOrderDate = (iso: string): string => dateFormat.format(new Date(iso));
/** 'Nov 23, 2026, 9:41 AM'. */
export const formatOrderDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
