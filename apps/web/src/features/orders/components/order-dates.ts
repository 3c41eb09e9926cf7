import { formatMediumDateTime } from '@teenfreelance/contracts/en-us';

/** 'Nov 23, 2026, 9:41 AM'. */
export const formatOrderDateTime = (iso: string): string => formatMediumDateTime(new Date(iso));
