import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  conversationMessagesPath,
  MESSAGES_PAGE_SIZE,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { api, isApiError } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** Orders ISO times and ids as written (`localeCompare` would load the locale's collation for it). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `GET /api/conversations/:id/messages`: the newest page, or the page before
 * (`before`) or after (`after`) a message id; oldest first within the page.
 */
export function getMessages(
  id: string,
  anchor: { before?: string; after?: string } = {},
  signal?: AbortSignal,
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (anchor.before) params.set('before', anchor.before);
  if (anchor.after) params.set('after', anchor.after);
  const search = params.toString();
  return api.get<MessagePage>(`${conversationMessagesPath(id)}${search ? `?${search}` : ''}`, signal);
}

/** Every message after `afterId`, a page at a time until the thread is caught up. */
export async function getMessagesAfter(id: string, afterId: string): Promise<Message[]> {
  const all: Message[] = [];
  let anchor = afterId;
  for (;;) {
    const page = await getMessages(id, { after: anchor });
    all.push(...page.messages);
    const last = page.messages.at(-1);
    if (!last || page.messages.length < MESSAGES_PAGE_SIZE) return all;
    anchor = last.id;
  }
}

/** The thread as the page holds it: the messages loaded so far (oldest first) and whether older ones exist. */
export type Thread = MessagePage;

/** Adds messages to a thread, each id once, in time order. */
export function mergeMessages(thread: Thread, incoming: readonly Message[], hasOlder = thread.hasOlder): Thread {
  const byId = new Map(thread.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id));
  return { messages, hasOlder };
}

/**
 * The thread's messages, newest 50 first. The cache holds every page loaded
 * so far as one list; older pages and new messages are merged into it (see
 * use-thread.ts), so it is never refetched wholesale.
 */
export function threadQueryOptions(id: string) {
  return queryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ signal }) => getMessages(id, {}, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useThreadMessages(id: string) {
  return useQuery({ ...threadQueryOptions(id), enabled: id !== '' });
}
