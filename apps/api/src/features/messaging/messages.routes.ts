import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  UNREAD_CONVERSATIONS_PATH,
  conversationDetailSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  readStateSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadConversationsSchema,
  conversationPath,
  conversationMessagesPath,
  conversationReadPath,
} from '@teenfreelance/contracts/messages';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessagesRoutesOptions {
  messagesService: MessagesService;
  guard: AuthGuard;
}

/** Conversations and messages: every endpoint needs a signed-in user; another's conversation is 404. */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { messagesService, guard }) => {
  const tags = ['messages'];
  await guard.guardedGroup(
    app,
    async (scope, userOf) => {
      scope.post(
        CONVERSATIONS_PATH,
        {
          schema: {
            tags,
            summary: 'Start or reopen the conversation of the caller, a seller and a gig',
            body: startConversationSchema,
            response: { 200: conversationSummarySchema, 201: conversationSummarySchema },
          },
        },
        async (request, reply) => {
          const { conversation, created } = await messagesService.start(userOf(request), request.body);
          return reply.code(created ? 201 : 200).send(conversation);
        },
      );
      scope.get(
        CONVERSATIONS_PATH,
        { schema: { tags, summary: "The caller's conversations", response: { 200: conversationListSchema } } },
        async (request) => messagesService.list(userOf(request)),
      );
      scope.get(
        conversationPath.pattern,
        {
          schema: {
            tags,
            summary: 'One conversation of the caller',
            params: conversationParamsSchema,
            response: { 200: conversationDetailSchema },
          },
        },
        async (request) => messagesService.detail(userOf(request), request.params.id),
      );
      scope.get(
        conversationMessagesPath.pattern,
        {
          schema: {
            tags,
            summary: 'A page of messages, oldest first',
            params: conversationParamsSchema,
            querystring: messagePageQuerySchema,
            response: { 200: messagePageSchema },
          },
        },
        async (request) => messagesService.messages(userOf(request), request.params.id, request.query),
      );
      scope.post(
        conversationReadPath.pattern,
        {
          schema: {
            tags,
            summary: 'The caller has seen the conversation up to now',
            params: conversationParamsSchema,
            response: { 200: readStateSchema },
          },
        },
        async (request) => messagesService.markRead(userOf(request), request.params.id),
      );
      scope.get(
        UNREAD_CONVERSATIONS_PATH,
        {
          schema: {
            tags,
            summary: 'How many conversations have unread messages',
            response: { 200: unreadConversationsSchema },
          },
        },
        async (request) => messagesService.unread(userOf(request)),
      );
    },
    { unauthenticatedMessage: MESSAGE_TEXTS.notSignedIn },
  );
  // Sending reads its session in its own first statement: a round trip less a message (decision 0104).
  await guard.sessionReadingGroup(
    app,
    async (scope, tokenOf) => {
      scope.post(
        conversationMessagesPath.pattern,
        {
          schema: {
            tags,
            summary: 'Send a message (a retried clientId is stored once)',
            params: conversationParamsSchema,
            body: sendMessageSchema,
            response: { 200: messageSchema, 201: messageSchema },
          },
        },
        async (request, reply) => {
          const { message, created } = await messagesService.send(tokenOf(request), request.params.id, request.body);
          return reply.code(created ? 201 : 200).send(message);
        },
      );
    },
    { unauthenticatedMessage: MESSAGE_TEXTS.notSignedIn },
  );
};
