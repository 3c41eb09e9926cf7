import type { AuditEntry, MinorAccount } from '@teenfreelance/contracts/admin';
import { REPORT_REASONS, REPORT_TARGET_LABELS, type ReportReason } from '@teenfreelance/contracts/safety';
import { paths } from '../../../../lib/paths.ts';

/** 'Harassment or bullying' for 'harassment'. */
export const reasonLabel = (reason: ReportReason): string =>
  REPORT_REASONS.find((item) => item.value === reason)?.label ?? reason;

/** 'job post' for 'job'; an unknown kind (a user, in the audit log) reads as itself. */
export const targetLabel = (kind: string): string =>
  (REPORT_TARGET_LABELS as Record<string, string | undefined>)[kind] ?? kind;

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The public page of what a report or an action concerns, when there is one. */
export function publicHref(kind: string, id: string): string | null {
  if (kind === 'gig') return paths.gig.getHref(id);
  if (kind === 'job') return paths.job.getHref(id);
  if (kind === 'profile' || kind === 'user') return paths.userProfile.getHref(id);
  return null;
}

export const CONSENT_LABELS: Record<MinorAccount['parentalConsent'], string> = {
  pending: 'Waiting for the parent',
  granted: 'Granted',
  not_required: 'Not required',
};

// Keyed by string rather than by AuditEntry['action'] while the contract's list of actions grows
// (hide, remove_message, warn, suspend); an action not written here reads as its code.
const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  dismiss_reports: 'Dismissed the reports',
  resend_consent: 'Resent the consent email',
  revoke_consent: 'Revoked consent',
  hide: 'Hid it',
  remove_message: 'Removed the message',
  release_message: 'Delivered the held message',
  warn: 'Warned the person',
  suspend: 'Suspended the account',
  reinstate: 'Reinstated',
};

/** 'Dismissed the reports' for 'dismiss_reports'. */
export const auditActionLabel = (action: AuditEntry['action']): string => AUDIT_ACTION_LABELS[action] ?? action;
