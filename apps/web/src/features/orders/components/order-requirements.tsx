import {
  ORDER_FILE_LIMITS,
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  REQUIREMENT_LIMITS,
  REQUIREMENT_MESSAGES,
  REQUIREMENT_TEXTS,
  type Order,
  type OrderRequirement,
  type OrderRequirements,
  type RequirementAnswerInput,
} from '@teenfreelance/contracts/orders';
import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useTransitionOrder } from '../api/transition-order.ts';
import { uploadOrderFile } from '../api/upload-order-file.ts';

interface Draft {
  text: string;
  option: string;
  file: File | null;
}

const BLANK: Draft = { text: '', option: '', file: null };

/** What is missing before sending, in the server's words. */
function missingOf(question: OrderRequirement, draft: Draft): string | undefined {
  if (!question.required) return undefined;
  if (question.kind === 'text' && draft.text.trim() === '') return REQUIREMENT_MESSAGES.answerRequired;
  if (question.kind === 'choice' && draft.option === '') return REQUIREMENT_MESSAGES.answerRequired;
  if (question.kind === 'file' && !draft.file) return REQUIREMENT_MESSAGES.fileRequired;
  return undefined;
}

/** The buyer's answers form: one field per question, files uploaded to the order before the answers go. */
function RequirementsForm({ order, requirements }: { order: Order; requirements: OrderRequirements }) {
  const transition = useTransitionOrder(order.id);
  const [drafts, setDrafts] = useState<Draft[]>(() => requirements.questions.map(() => ({ ...BLANK })));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const isBusy = isUploading || transition.isPending;
  const change = (index: number, patch: Partial<Draft>) => {
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
    setErrors((all) => all.map((error, i) => (i === index ? undefined : error)));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const missing = requirements.questions.map((question, i) => missingOf(question, drafts[i] ?? BLANK));
    if (missing.some(Boolean)) {
      setErrors(missing);
      return;
    }
    let answers: RequirementAnswerInput[];
    setIsUploading(true);
    try {
      answers = [];
      for (const [i, question] of requirements.questions.entries()) {
        const draft = drafts[i] ?? BLANK;
        const file = question.kind === 'file' && draft.file ? await uploadOrderFile(order.id, draft.file) : null;
        answers.push({
          text: question.kind === 'text' && draft.text.trim() !== '' ? draft.text : null,
          option: question.kind === 'choice' && draft.option !== '' ? draft.option : null,
          fileId: file?.id ?? null,
        });
      }
    } catch (uploadError) {
      setFailure(errorMessage(uploadError, 'The file could not be uploaded. Please try again.'));
      return;
    } finally {
      setIsUploading(false);
    }
    transition.mutate(
      {
        action: 'submit_requirements',
        answers: answers.map((a) => ({ text: null, option: null, fileId: null, ...a })),
      },
      {
        onSuccess: (updated) =>
          toast.success(ORDER_TEXTS.done('submit_requirements', ORDER_STATUS_LABELS[updated.status])),
        onError: (error) => {
          const onFields: (string | undefined)[] = [];
          for (const issue of isApiError(error) ? error.fieldIssues : []) {
            const index = /^body\.answers\.(\d+)/.exec(issue.path)?.[1];
            if (index !== undefined) onFields[Number(index)] ??= issue.message;
          }
          if (onFields.some(Boolean)) setErrors(onFields);
          else setFailure(errorMessage(error, ORDER_TEXTS.failed));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 rounded-lg border p-4">
      <p className="text-sm">{REQUIREMENT_TEXTS.buyerWaiting}</p>
      {requirements.expiresAt && (
        <p className="text-sm text-muted-foreground">
          If they are not answered by {formatLongDate(requirements.expiresAt)}, the order is cancelled and you get a
          full refund.
        </p>
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      {requirements.questions.map((question, index) => {
        const draft = drafts[index] ?? BLANK;
        const label = `${question.question}${question.required ? '' : ` (${REQUIREMENT_TEXTS.optional})`}`;
        if (question.kind === 'choice') {
          const errorId = `requirement-${index}-error`;
          return (
            <fieldset key={index} className="grid gap-2" aria-describedby={errors[index] ? errorId : undefined}>
              <legend className="mb-1 text-sm font-medium">{label}</legend>
              {question.options.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`requirement-${index}`}
                    value={option}
                    checked={draft.option === option}
                    onChange={() => change(index, { option })}
                    className="size-4 accent-primary focus-ring"
                  />
                  {option}
                </label>
              ))}
              {errors[index] && (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {errors[index]}
                </p>
              )}
            </fieldset>
          );
        }
        return (
          <FormField key={index} label={label} error={errors[index]}>
            {(control) =>
              question.kind === 'text' ? (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={REQUIREMENT_LIMITS.answerMax}
                  value={draft.text}
                  onChange={(event) => change(index, { text: event.target.value })}
                />
              ) : (
                <input
                  {...control}
                  type="file"
                  accept={ORDER_FILE_LIMITS.accept}
                  className="text-sm"
                  onChange={(event) => change(index, { file: event.target.files?.[0] ?? null })}
                />
              )
            }
          </FormField>
        );
      })}
      <div>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? ORDER_TEXTS.busy : ORDER_TEXTS.actions.submit_requirements}
        </Button>
      </div>
    </form>
  );
}

/** The questions and their answers as both parties (and admins) read them. */
function RequirementsAnswers({ requirements }: { requirements: OrderRequirements }) {
  return (
    <>
      <dl className="grid gap-3 text-sm">
        {requirements.questions.map((question, index) => (
          <div key={index} className="grid gap-1">
            <dt className="font-medium">{question.question}</dt>
            <dd className="whitespace-pre-line text-muted-foreground">
              {question.file ? (
                <a href={question.file.url} download className="text-link">
                  {question.file.fileName}
                </a>
              ) : (
                (question.answer ?? (requirements.answeredAt ? 'No answer' : 'Not answered yet'))
              )}
            </dd>
          </div>
        ))}
      </dl>
      {requirements.masked && <p className="text-xs text-muted-foreground">{CONTACT_MASKING_TEXTS.maskedNotice}</p>}
    </>
  );
}

/**
 * The order's requirements (decision 0094): the buyer's form while the order
 * waits for them, otherwise the questions with their answers.
 */
export function OrderRequirementsPanel({ order }: { order: Order }) {
  const { requirements } = order;
  if (!requirements) return null;
  const canAnswer = order.actions.includes('submit_requirements');
  return (
    <section aria-labelledby="order-requirements" className="grid gap-3">
      <h2 id="order-requirements" className="text-lg font-semibold">
        Requirements
      </h2>
      {canAnswer ? (
        <RequirementsForm order={order} requirements={requirements} />
      ) : (
        <>
          <p role="status" className="rounded-lg border bg-muted p-3 text-sm">
            {requirements.answeredAt
              ? `Answered on ${formatLongDate(requirements.answeredAt)}: the delivery time started then.`
              : order.viewerRole === 'buyer'
                ? REQUIREMENT_TEXTS.buyerWaiting
                : REQUIREMENT_TEXTS.sellerWaiting}
          </p>
          <RequirementsAnswers requirements={requirements} />
        </>
      )}
    </section>
  );
}
