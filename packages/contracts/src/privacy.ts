/**
 * Your data: a signed-in user downloads everything TeenFreelance keeps about
 * them (profile, gigs, orders, conversations, reviews, job posts, proposals,
 * saved gigs) as one JSON file.
 *
 * | Method | Path          | Auth      | Answer |
 * |--------|---------------|-----------|--------|
 * | GET    | /api/me/data  | signed in | 200 DataExport as an attachment (`teenfreelance-data-YYYY-MM-DD.json`); nobody else's private fields |
 * | POST   | /api/accounts/parental-consent/delete-account | the consent link | 200 { deleted: true } (body { token }): a parent who has not consented deletes their child's account instead; 404 for a spent, expired or unknown link |
 * | POST   | /api/me/delete-account | signed in | 200 { deleted: true } (body DeleteAccountInput: the password, or the email for a Google account); 400 a wrong one; 403 DEMO_ACCOUNT; 409 ACTIVE_ORDERS |
 *
 * Deleting removes the person's data (name, email, picture, profile, parent's
 * details, sign-in methods, sessions, gigs, open job posts, proposals, saved
 * gigs, blocks, notifications, a Pro subscription's renewals); orders, reviews
 * and messages others depend on stay, under the name 'Deleted user'.
 */
import { z } from 'zod';

export const DATA_EXPORT_PATH = '/api/me/data';

export const PRIVACY_TEXTS = {
  heading: 'Your data',
  description:
    'Download everything TeenFreelance keeps about you: your profile, gigs, orders, messages, reviews, job posts and proposals.',
  download: 'Download my data',
  deleteHeading: 'Delete account',
  deleteDescription:
    'Your profile, gigs, job posts and proposals are removed and you are signed out everywhere. Orders, reviews and messages other people depend on stay, under the name "Deleted user". This cannot be undone.',
  passwordLabel: 'Type your password to confirm',
  emailLabel: 'Type your email address to confirm',
  confirmationRequired: 'Please type it to confirm',
  deleteButton: 'Delete my account',
  deleting: 'Deleting...',
  deleteQuestion: 'Delete your account for good? This cannot be undone.',
  deleted: 'Your account has been deleted',
  wrongEmail: 'That is not your email address',
  demoAccount: 'Demo accounts are shared and cannot be deleted',
  activeOrders: 'Finish or cancel your active orders before deleting your account',
  deletedUserName: 'Deleted user',
} as const;

export const DELETE_ACCOUNT_PATH = '/api/me/delete-account';
export const PARENT_DELETE_ACCOUNT_PATH = '/api/accounts/parental-consent/delete-account';

export const parentDeleteAccountSchema = z.object({ token: z.string().trim().min(1).max(200) }).strict();

/** A parent's words on the consent page, for deleting their child's account instead of consenting. */
export const PARENT_DELETE_TEXTS = {
  heading: 'Would you rather your child did not use TeenFreelance?',
  description:
    "You can delete your child's account instead of giving consent. Their profile, gigs and everything they entered are removed, and they are signed out.",
  button: "Delete my child's account",
  question: "Delete your child's TeenFreelance account for good? This cannot be undone.",
  deleting: 'Deleting...',
  done: "Your child's account has been deleted. Thank you for letting us know.",
} as const;

export const deleteAccountSchema = z
  .object({
    /** The password; for an account that signs in with Google, its email address. */
    confirmation: z
      .string({ error: PRIVACY_TEXTS.confirmationRequired })
      .min(1, PRIVACY_TEXTS.confirmationRequired)
      .max(200),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

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
