/**
 * Your data: a signed-in user downloads everything TeenFreelance keeps about
 * them (profile, gigs, orders, conversations, reviews, job posts, proposals,
 * saved gigs) as one JSON file.
 *
 * | Method | Path          | Auth      | Answer |
 * |--------|---------------|-----------|--------|
 * | GET    | /api/me/data  | signed in | 200 DataExport as an attachment (`teenfreelance-data-YYYY-MM-DD.json`); nobody else's private fields |
 */

export const DATA_EXPORT_PATH = '/api/me/data';

export const PRIVACY_TEXTS = {
  heading: 'Your data',
  description:
    'Download everything TeenFreelance keeps about you: your profile, gigs, orders, messages, reviews, job posts and proposals.',
  download: 'Download my data',
} as const;

/** The file's top-level sections; each is a list of plain records (dates as ISO strings, money in cents). */
export interface DataExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  gigs: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  conversations: { id: string; with: string; about: string | null; messages: Record<string, unknown>[] }[];
  reviewsWritten: Record<string, unknown>[];
  reviewsReceived: Record<string, unknown>[];
  jobPosts: Record<string, unknown>[];
  proposals: Record<string, unknown>[];
  savedGigs: Record<string, unknown>[];
}
