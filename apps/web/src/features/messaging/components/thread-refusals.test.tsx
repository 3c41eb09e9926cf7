import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, SendRefusalReason } from '@teenfreelance/contracts/messages';
import { toast } from '../../../lib/toast.ts';
import { renderWithRouter } from '../../../testing/render.tsx';
import { Inbox } from './inbox.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

const ME = 'teen-1';
const CONSENT_TEXT = 'You can message people once a parent or guardian has given consent';

function conversation(cannotSendReason: SendRefusalReason | null): ConversationDetail {
  return {
    id: 'c1',
    other: { id: 'adult-1', name: 'Ada Adult', avatarUrl: null, role: 'freelancer', tag: 'Seller' },
    gig: null,
    job: null,
    protectsMinor: true,
    lastMessage: null,
    canSend: cannotSendReason === null,
    cannotSendReason,
    unreadCount: 0,
    createdAt: new Date().toISOString(),
    otherLastReadAt: null,
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as the thread reads it: one conversation, no messages, and every send refused with `refusal`. */
let server: { detail: ConversationDetail; refusal: { message: string; reason: SendRefusalReason }; sent: number };

beforeEach(() => {
  server = {
    detail: conversation(null),
    refusal: { message: CONSENT_TEXT, reason: 'PARENTAL_CONSENT_PENDING' },
    sent: 0,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (pathname === '/api/conversations') return json(200, { conversations: [server.detail] });
      if (pathname === '/api/conversations/c1') return json(200, server.detail);
      if (pathname === '/api/conversations/c1/read') return json(200, { conversationId: 'c1', readAt: '' });
      if (pathname === '/api/conversations/c1/messages' && method === 'GET') {
        return json(200, { messages: [], hasOlder: false });
      }
      server.sent += 1;
      const { message, reason } = server.refusal;
      return json(403, { error: { code: 'FORBIDDEN', message, details: { reason } } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

const openThread = () => renderWithRouter(<Inbox conversationId="c1" myId={ME} />, { path: '/messages/c1' });
/** The plain line that stands where the message box was. */
const line = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

describe('a thread the viewer cannot send in', () => {
  it('shows a blocked person a plain line in place of the message box, from the first moment', async () => {
    server.detail = conversation('BLOCKED');
    openThread();
    expect(await line("You can't message this user")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('explains to a teen waiting for consent why they cannot message yet', async () => {
    server.detail = conversation('PARENTAL_CONSENT_PENDING');
    openThread();
    expect(await line(CONSENT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('tells the adult when the teen is waiting for consent again', async () => {
    server.detail = conversation('RECIPIENT_CONSENT_PENDING');
    openThread();
    expect(
      await line('You can message them again once their parent or guardian has given consent'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a block made while the thread is open', { message: "You can't message this user", reason: 'BLOCKED' as const }],
    [
      'consent withdrawn while the thread is open',
      { message: CONSENT_TEXT, reason: 'PARENTAL_CONSENT_PENDING' as const },
    ],
  ])('replaces the message box on %s, and offers no retry', async (_, refusal) => {
    server.refusal = refusal;
    const user = userEvent.setup();
    openThread();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');

    expect(await line(refusal.message)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    const thread = screen.getByRole('log');
    expect(within(thread).getByText('Not sent')).toBeInTheDocument();
    expect(within(thread).getByText(refusal.message)).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    // Sent once, never again.
    await waitFor(() => expect(server.sent).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sent).toBe(1);
  });
});
