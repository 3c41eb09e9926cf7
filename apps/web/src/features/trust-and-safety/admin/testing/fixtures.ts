import type { AuditEntry, HeldMessage, MinorAccount, ReportGroup } from '@teenfreelance/contracts/admin';
import type { LedgerReport } from '@teenfreelance/contracts/admin-ledger';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A reported message from Sam Lee (an adult) to a teen, with its thread, reported twice. */
export function messageGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    targetKind: 'message',
    targetId: 'm2',
    reportCount: 2,
    reasons: ['contact_outside', 'safety'],
    notes: ['He keeps asking for my number'],
    firstReportedAt: hoursAgo(5),
    lastReportedAt: hoursAgo(1),
    reported: { id: 'u9', name: 'Sam Lee', isMinor: false },
    context: {
      title: null,
      text: 'Text me at 555 0100, we can skip the fees',
      thread: [
        { sender: 'Maya Chen', text: 'Hi! I can start on Monday.', createdAt: hoursAgo(6) },
        { sender: 'Sam Lee', text: 'Text me at 555 0100, we can skip the fees', createdAt: hoursAgo(5) },
      ],
    },
    ...overrides,
  };
}

/** A reported gig by a teen, still public. */
export function gigGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    targetKind: 'gig',
    targetId: 'g7',
    reportCount: 1,
    reasons: ['fake'],
    notes: [],
    firstReportedAt: hoursAgo(30),
    lastReportedAt: hoursAgo(30),
    reported: { id: 'u4', name: 'Maya Chen', isMinor: true },
    context: { title: 'I will design your logo', text: 'Three concepts in two days.', thread: [] },
    ...overrides,
  };
}

export function minor(overrides: Partial<MinorAccount> = {}): MinorAccount {
  return {
    id: 'u4',
    name: 'Maya Chen',
    parentalConsent: 'granted',
    parentEmail: 'l***@example.com',
    publicGigs: 3,
    createdAt: '2026-03-14T10:00:00.000Z',
    consentedBy: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a1',
    admin: { id: 'ad1', name: 'Ada Admin' },
    action: 'dismiss_reports',
    targetKind: 'gig',
    targetId: 'g7',
    reason: 'The gig is genuine',
    createdAt: hoursAgo(2),
    ...overrides,
  };
}

/** A message from Sam Lee (reported by three people he wrote to) held before it reached a teen. */
export function heldMessage(overrides: Partial<HeldMessage> = {}): HeldMessage {
  return {
    id: 'h1',
    conversationId: 'c4',
    sender: { id: 'u9', name: 'Sam Lee', isMinor: false },
    recipient: { id: 'u5', name: 'Leo Park', isMinor: true },
    text: 'Add me on snap, sam_l22',
    createdAt: hoursAgo(2),
    reason: 'reported_sender',
    senderReporters: 3,
    thread: [
      { sender: 'Leo Park', text: 'Thanks for the order!', createdAt: hoursAgo(3) },
      { sender: 'Sam Lee', text: 'Add me on snap, sam_l22', createdAt: hoursAgo(2) },
    ],
    ...overrides,
  };
}

/** A ledger report whose checks all pass: one open order in escrow, one completed and cleared, one Pro charge. */
export function ledgerReport(overrides: Partial<LedgerReport['checks']> = {}): LedgerReport {
  const none = { count: 0, orders: [] };
  return {
    checkedAt: hoursAgo(0),
    platform: { cardPaymentsCents: 9199, escrowCents: 2600, platformFeesCents: 200, proPlanRevenueCents: 1999 },
    sellers: { pendingCents: 0, availableCents: 5000, inTransitCents: 0, paidOutCents: 0 },
    checks: {
      zeroSum: { ok: true, ledgerSumCents: 0, unevenCount: 0, uneven: [] },
      accounts: { ok: true, driftedCount: 0, drifted: [] },
      orders: { ok: true, withoutPayment: none, withoutCompletion: none, withoutRefund: none },
      escrow: { ok: true, escrowCents: 2600, expectedCents: 2600 },
      ...overrides,
    },
  };
}
