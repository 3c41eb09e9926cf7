import {
  orderFilePath,
  REQUIREMENT_MESSAGES,
  requirementsExpireAt,
  type GigRequirement,
  type OrderRequirements,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import type { FieldIssue } from '@teenfreelance/contracts/errors';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { StoredRequirement } from '../../db/schema/orders.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { OrderFileRow } from './order-files.repository.ts';
import type { OrderRow } from './orders.repository.ts';

/*
 * Requirements on the order (decision 0094): the gig's questions copied when
 * it is paid, the buyer's answers checked against them, and the due date that
 * starts from the answers.
 */

type Answers = Extract<OrderTransitionInput, { action: 'submit_requirements' }>['answers'];

/** The gig's questions as the order keeps them (unanswered); null when it asks none. */
export function requirementsToAsk(questions: readonly GigRequirement[]): StoredRequirement[] | null {
  if (questions.length === 0) return null;
  return questions.map(({ kind, question, required, options }) => ({
    kind,
    question,
    required,
    options,
    answer: null,
    fileId: null,
    fileName: null,
  }));
}

/** The file ids the answers name, each once. */
export const answerFileIds = (answers: Answers): string[] => [
  ...new Set(answers.flatMap((answer) => (answer.fileId ? [answer.fileId] : []))),
];

/** The written answers, by the body field they came in (for the refusal of a disguise toward a teen). */
export function answerTexts(answers: Answers): Record<string, string | null> {
  return Object.fromEntries(answers.map((answer, i) => [`body.answers.${i}.text`, answer.text]));
}

/**
 * The questions with the buyer's answers, or 400 VALIDATION_FAILED naming
 * each wrong answer: one answer per question, a required one answered, a
 * choice one of its options, a file one the buyer uploaded to this order.
 */
export function answerRequirements(
  questions: readonly StoredRequirement[],
  answers: Answers,
  files: readonly OrderFileRow[],
  buyerId: string,
): StoredRequirement[] {
  if (questions.length === 0 || answers.length !== questions.length) {
    throw validationFailed([{ path: 'body.answers', message: REQUIREMENT_MESSAGES.answersCount }]);
  }
  const issues: FieldIssue[] = [];
  const byId = new Map(files.filter((file) => file.uploaderId === buyerId).map((file) => [file.id, file]));
  const answered = questions.map((question, i): StoredRequirement => {
    const given = answers[i] ?? { text: null, option: null, fileId: null };
    const at = (field: string, message: string) => issues.push({ path: `body.answers.${i}.${field}`, message });
    const empty = { ...question, answer: null, fileId: null, fileName: null };
    const text = given.text?.trim() || null;
    const option = given.option?.trim() || null;
    if (question.kind !== 'text' && text !== null) at('text', REQUIREMENT_MESSAGES.notAnOption);
    if (question.kind !== 'choice' && option !== null) at('option', REQUIREMENT_MESSAGES.notAnOption);
    if (question.kind !== 'file' && given.fileId !== null) at('fileId', REQUIREMENT_MESSAGES.notAnOption);
    if (question.kind === 'text') {
      if (text === null && question.required) at('text', REQUIREMENT_MESSAGES.answerRequired);
      return { ...empty, answer: text };
    }
    if (question.kind === 'choice') {
      if (option === null) {
        if (question.required) at('option', REQUIREMENT_MESSAGES.answerRequired);
        return empty;
      }
      if (!question.options.includes(option)) at('option', REQUIREMENT_MESSAGES.notAnOption);
      return { ...empty, answer: option };
    }
    if (given.fileId === null) {
      if (question.required) at('fileId', REQUIREMENT_MESSAGES.fileRequired);
      return empty;
    }
    const file = isUuid(given.fileId) ? byId.get(given.fileId) : undefined;
    if (!file) {
      at('fileId', REQUIREMENT_MESSAGES.fileRequired);
      return empty;
    }
    return { ...empty, fileId: file.id, fileName: file.fileName };
  });
  if (issues.length > 0) throw validationFailed(issues);
  return answered;
}

/** The answers as the timeline's entry writes them: each question and its answer. */
export function answersSummary(answered: readonly StoredRequirement[]): string {
  return answered
    .map((q) => `${q.question}\n${q.fileName !== null ? `File: ${q.fileName}` : (q.answer ?? '(no answer)')}`)
    .join('\n\n');
}

/** What the due date rules of the seller's work hours answer (decision 0086): a date, null for none, or a refusal. */
export type DueDateRule = (
  tx: DbOrTx,
  question: { sellerId: string; sellerName: string; deliveryDays: number },
) => Promise<Date | null>;

/**
 * The due date from the moment the buyer answered: the gig's delivery days
 * after `now`, or for a seller under 16 the first due date their work hours
 * offer from now. When those offer none within four weeks, the date chosen at
 * checkout moves by the whole days the buyer took to answer (keeping its
 * evening hour), so the answer is never refused for the seller's full weeks.
 */
export async function dueFromAnswers(
  tx: DbOrTx,
  order: Pick<OrderRow, 'sellerId' | 'deliveryDays' | 'dueAt' | 'createdAt'>,
  now: Date,
  workHoursDueAt: DueDateRule,
): Promise<Date> {
  const question = { sellerId: order.sellerId, sellerName: 'the seller', deliveryDays: order.deliveryDays };
  try {
    return (await workHoursDueAt(tx, question)) ?? new Date(now.getTime() + order.deliveryDays * DAY_MS);
  } catch (error) {
    const details = error instanceof AppError ? error.details : undefined;
    if (details && 'reason' in details && details.reason === 'NO_ROOM_FOR_ORDER') {
      const waited = Math.ceil((now.getTime() - order.createdAt.getTime()) / DAY_MS);
      return new Date(order.dueAt.getTime() + waited * DAY_MS);
    }
    throw error;
  }
}

type ShowText = (text: string) => { text: string; masked: boolean };

/** The order's requirements as its page shows them (answers screened for the reader); null when it asked none. */
export function toOrderRequirements(
  order: Pick<OrderRow, 'id' | 'status' | 'requirements' | 'requirementsAnsweredAt' | 'createdAt'>,
  show: ShowText,
): OrderRequirements | null {
  if (!order.requirements) return null;
  let masked = false;
  const questions = order.requirements.map((q) => {
    const answer = q.answer === null ? null : show(q.answer);
    masked ||= answer?.masked ?? false;
    return {
      kind: q.kind,
      question: q.question,
      required: q.required,
      options: q.options,
      answer: answer?.text ?? null,
      file:
        q.fileId !== null && q.fileName !== null
          ? { id: q.fileId, fileName: show(q.fileName).text, url: orderFilePath(order.id, q.fileId) }
          : null,
    };
  });
  return {
    questions,
    answeredAt: order.requirementsAnsweredAt?.toISOString() ?? null,
    expiresAt: order.status === 'awaiting_requirements' ? requirementsExpireAt(order.createdAt).toISOString() : null,
    masked,
  };
}
