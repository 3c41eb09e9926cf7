import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema } from '@teenfreelance/contracts/accounts';
import {
  authUserResponseSchema,
  SIGN_UP_ANSWER,
  SIGN_UP_CONFIRM_PATH,
  SIGN_UP_PATH,
  SIGN_UP_RESEND_PATH,
  signUpAnswerSchema,
  signUpConfirmSchema,
  signUpResendSchema,
} from '@teenfreelance/contracts/auth';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import { refusingContactDetailsInName } from '@teenfreelance/contracts/screening/display-name';
import { setCookies, toFetchHeaders } from '../../../http/headers.ts';
import type { SignUpService } from './sign-up.service.ts';

export interface SignUpRoutesOptions {
  signUpService: SignUpService;
}

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Email sign-up in two steps: the form, then the emailed link (docs/decisions/0066). */
export const signUpRoutes: FastifyPluginAsyncZod<SignUpRoutesOptions> = async (app, { signUpService }) => {
  app.post(
    SIGN_UP_PATH,
    {
      config: perIp(10, '1 minute'),
      schema: {
        tags: ['auth'],
        summary:
          'Start an email sign-up: the same 202 for every address; a new address is emailed a link that creates the account, a registered one’s owner a note',
        body: refusingContactDetailsInName(registerSchema),
        response: { 202: signUpAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await signUpService.requestSignUp(request.body);
      return reply.status(202).send({ message: SIGN_UP_ANSWER });
    },
  );

  app.post(
    SIGN_UP_RESEND_PATH,
    {
      // Limited per client address in the database (sign-up.service.ts), shared by every server process.
      schema: {
        tags: ['auth'],
        summary: 'Email the sign-up link again (a new one), answered like sign-up for every address',
        body: signUpResendSchema,
        response: { 202: signUpAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await signUpService.resend(request.body.email, request.ip);
      return reply.status(202).send({ message: SIGN_UP_ANSWER });
    },
  );

  app.post(
    SIGN_UP_CONFIRM_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags: ['auth'],
        summary:
          'Follow the emailed sign-up link: create the account (a minor freelancer’s parent is emailed a consent link) and sign in',
        body: signUpConfirmSchema,
        response: { 201: authUserResponseSchema, 400: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, setCookies: cookies } = await signUpService.confirm(
        request.body.token,
        toFetchHeaders(request),
        request.ip,
      );
      setCookies(reply, cookies);
      return reply.status(201).send({ user });
    },
  );
};
