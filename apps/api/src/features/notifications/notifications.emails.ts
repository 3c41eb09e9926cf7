import type { MailMessage } from '../../platform/email/mailer.ts';

/**
 * Messages that waited unread: one email per conversation, whoever the sender
 * and however many there are. It never quotes the messages (a conversation
 * may involve a minor): it says who wrote, how many, and where to read them.
 */
export function unreadMessagesEmail(input: {
  to: string;
  recipientName: string;
  senderName: string;
  gigTitle: string | null;
  count: number;
  link: string;
}): MailMessage {
  const { senderName, count } = input;
  const what = count > 1 ? `${count} new messages` : 'a new message';
  const about = input.gigTitle ? ` about "${input.gigTitle}"` : '';
  return {
    to: input.to,
    subject: count > 1 ? `${count} new messages from ${senderName}` : `New message from ${senderName}`,
    text: [
      `Hello ${input.recipientName},`,
      '',
      `${senderName} sent you ${what}${about} on TeenFreelance that you have not read yet. Read and reply here:`,
      '',
      input.link,
      '',
      'You can turn these emails off on your profile.',
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
