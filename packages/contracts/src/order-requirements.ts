/**
 * Requirements (decision 0094): the questions a seller asks on a gig, and the
 * buyer's answers on the order. The gig's questions are copied to the order
 * when it is paid; the order waits in `awaiting_requirements` until the buyer
 * answers, and its delivery clock starts then. orders.ts re-exports this file.
 */
import { z } from 'zod';
import { DAY_MS } from './time.ts';
import { formatCount } from './en-us.ts';

export const REQUIREMENT_LIMITS = {
  maxQuestions: 5,
  questionMax: 200,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 80,
  answerMax: 2000,
} as const;

/** A free-text answer, one of the seller's options, or a file the buyer attaches. */
export const requirementKinds = ['text', 'choice', 'file'] as const;
export type RequirementKind = (typeof requirementKinds)[number];

export const REQUIREMENT_KIND_LABELS: Record<RequirementKind, string> = {
  text: 'Written answer',
  choice: 'Choice from options',
  file: 'File to attach',
};

/** After this long unanswered, the buyer is reminded once (bell and email). */
export const REQUIREMENTS_REMINDER_MS = 2 * DAY_MS;
/** After this long unanswered, the order is cancelled and the buyer refunded in full. */
export const REQUIREMENTS_EXPIRY_DAYS = 7;
export const REQUIREMENTS_EXPIRY_MS = REQUIREMENTS_EXPIRY_DAYS * DAY_MS;

/** When an order placed at `placedAt` and still unanswered is cancelled. */
export const requirementsExpireAt = (placedAt: Date): Date => new Date(placedAt.getTime() + REQUIREMENTS_EXPIRY_MS);

export const REQUIREMENT_MESSAGES = {
  tooMany: `A gig can ask at most ${REQUIREMENT_LIMITS.maxQuestions} questions`,
  questionRequired: 'Please write the question',
  questionTooLong: `Please keep the question under ${REQUIREMENT_LIMITS.questionMax} characters`,
  optionsCount: `A choice needs ${REQUIREMENT_LIMITS.optionsMin} to ${REQUIREMENT_LIMITS.optionsMax} options`,
  optionRequired: 'Please write the option',
  optionTooLong: `Please keep each option under ${REQUIREMENT_LIMITS.optionMax} characters`,
  optionDuplicate: 'Each option must be different',
  optionsOnlyForChoice: 'Only a choice has options',
  answerRequired: 'Please answer this question',
  answerTooLong: `Please keep the answer under ${formatCount(REQUIREMENT_LIMITS.answerMax)} characters`,
  notAnOption: 'Please pick one of the options',
  fileRequired: 'Please attach a file',
  answersCount: 'Please answer the questions this order asks',
} as const;

const optionSchema = z
  .string()
  .trim()
  .min(1, REQUIREMENT_MESSAGES.optionRequired)
  .max(REQUIREMENT_LIMITS.optionMax, REQUIREMENT_MESSAGES.optionTooLong);

/** One question of a gig: its words, its kind, whether it must be answered, and a choice's options. */
export const gigRequirementSchema = z
  .object({
    kind: z.enum(requirementKinds),
    question: z
      .string({ error: REQUIREMENT_MESSAGES.questionRequired })
      .trim()
      .min(1, REQUIREMENT_MESSAGES.questionRequired)
      .max(REQUIREMENT_LIMITS.questionMax, REQUIREMENT_MESSAGES.questionTooLong),
    required: z.boolean().default(true),
    /** A choice's options (2 to 10, different); empty for the other kinds. */
    options: z.array(optionSchema).max(REQUIREMENT_LIMITS.optionsMax, REQUIREMENT_MESSAGES.optionsCount).default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.kind !== 'choice') {
      if (q.options.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: REQUIREMENT_MESSAGES.optionsOnlyForChoice });
      }
      return;
    }
    if (q.options.length < REQUIREMENT_LIMITS.optionsMin) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: REQUIREMENT_MESSAGES.optionsCount });
    }
    const seen = new Set<string>();
    q.options.forEach((option, i) => {
      const key = option.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['options', i], message: REQUIREMENT_MESSAGES.optionDuplicate });
      seen.add(key);
    });
  });
export type GigRequirement = z.output<typeof gigRequirementSchema>;
export type GigRequirementInput = z.input<typeof gigRequirementSchema>;

/** A question as the gig page shows it. */
export const gigRequirementDtoSchema = z.object({
  kind: z.enum(requirementKinds),
  question: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});

export const gigRequirementsSchema = z
  .array(gigRequirementSchema)
  .max(REQUIREMENT_LIMITS.maxQuestions, REQUIREMENT_MESSAGES.tooMany);

/**
 * One answer, in the order of the questions: `text` for a written answer,
 * `option` for a choice, `fileId` for a file uploaded to POST
 * /api/orders/:id/files. An optional question left out is all nulls.
 */
export const requirementAnswerSchema = z
  .object({
    text: z
      .string()
      .trim()
      .max(REQUIREMENT_LIMITS.answerMax, REQUIREMENT_MESSAGES.answerTooLong)
      .nullable()
      .default(null),
    option: z.string().trim().max(REQUIREMENT_LIMITS.optionMax).nullable().default(null),
    fileId: z.string().max(100).nullable().default(null),
  })
  .strict();
export type RequirementAnswerInput = z.input<typeof requirementAnswerSchema>;

export const requirementAnswersSchema = z
  .array(requirementAnswerSchema)
  .max(REQUIREMENT_LIMITS.maxQuestions, REQUIREMENT_MESSAGES.answersCount);

/** A question as the order keeps it, with its answer once given. */
export const orderRequirementSchema = z.object({
  kind: z.enum(requirementKinds),
  question: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** The written answer or the option picked; null when unanswered or for a file. */
  answer: z.string().nullable(),
  /** The attached file's name and where to download it; null otherwise. */
  file: z.object({ id: z.string(), fileName: z.string(), url: z.string() }).nullable(),
});
export type OrderRequirement = z.infer<typeof orderRequirementSchema>;

/** The order's requirements; null on an order that asked none. */
export const orderRequirementsSchema = z.object({
  questions: z.array(orderRequirementSchema),
  /** When the buyer answered (the delivery clock started); null while the order waits for them. */
  answeredAt: z.string().nullable(),
  /** While unanswered: when the order is cancelled and refunded by itself; null otherwise. */
  expiresAt: z.string().nullable(),
  /** Contact details in an answer were hidden (a teen's order, decision 0065). */
  masked: z.boolean(),
});
export type OrderRequirements = z.infer<typeof orderRequirementsSchema>;

/** What the order page says while the order waits (the buyer's and the seller's words). */
export const REQUIREMENT_TEXTS = {
  gigHeading: 'What the seller will ask you',
  gigIntro: 'After you pay, you answer these on the order. The delivery time starts when you do.',
  buyerWaiting: 'Answer the seller’s questions to start your order. The delivery time starts when you submit them.',
  sellerWaiting: 'Waiting for the buyer’s answers. The delivery time starts when they submit them.',
  submitted: 'Answers sent: the delivery time has started.',
  optional: 'optional',
} as const;
