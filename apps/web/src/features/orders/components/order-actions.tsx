import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_TEXTS,
  ORDER_FILE_LIMITS,
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  orderTransitionSchema,
  type Order,
  type OrderAction,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTransitionOrder } from '../api/transition-order.ts';
import { ExtensionForm, PartialRefundForm, type SendTransition } from './order-agreement-forms.tsx';
import { uploadOrderFile } from '../api/upload-order-file.ts';

/** The actions that need words (and, for a delivery, files) before they are sent. */
const WRITTEN_ACTIONS = {
  deliver: { field: 'message', label: 'Delivery message' },
  request_revision: { field: 'message', label: 'What should change?' },
  cancel: { field: 'reason', label: 'Reason for cancelling' },
  request_cancellation: { field: 'reason', label: 'Reason for cancelling' },
  open_dispute: { field: 'statement', label: DISPUTE_TEXTS.statementLabel, hint: DISPUTE_TEXTS.statementHelp },
  answer_dispute: { field: 'answer', label: DISPUTE_TEXTS.answerLabel },
  appeal_dispute: { field: 'statement', label: DISPUTE_TEXTS.appealLabel },
} as const satisfies Partial<
  Record<OrderAction, { field: 'message' | 'reason' | 'statement' | 'answer'; label: string; hint?: string }>
>;
type WrittenAction = keyof typeof WRITTEN_ACTIONS;

const isWritten = (action: OrderAction): action is WrittenAction => action in WRITTEN_ACTIONS;

/** The actions with a form of their own (order-agreement-forms.tsx). */
const AGREEMENT_FORMS = { request_extension: ExtensionForm, propose_partial_refund: PartialRefundForm } as const;
type AgreementAction = keyof typeof AGREEMENT_FORMS;
const hasAgreementForm = (action: OrderAction): action is AgreementAction => action in AGREEMENT_FORMS;

/** The form's values: the contract's body as typed, before its defaults apply. */
type OrderTransitionDraft = z.input<typeof orderTransitionSchema>;

/** A written action's form before anything is typed: the contract's body with its words left blank. */
function blankInput(action: WrittenAction): OrderTransitionDraft {
  switch (action) {
    case 'deliver':
      return { action, message: '', fileIds: [] };
    case 'request_revision':
      return { action, message: '' };
    case 'cancel':
    case 'request_cancellation':
      return { action, reason: '' };
    case 'open_dispute':
    case 'appeal_dispute':
      return { action, statement: '' };
    case 'answer_dispute':
      return { action, answer: '' };
  }
}

const VARIANTS: Partial<Record<OrderAction, ButtonVariant>> = {
  cancel: 'destructive',
  request_cancellation: 'outline',
  decline_cancellation: 'outline',
  withdraw_cancellation: 'outline',
  request_revision: 'outline',
  request_extension: 'outline',
  decline_extension: 'outline',
  propose_partial_refund: 'outline',
  decline_partial_refund: 'outline',
  withdraw_partial_refund: 'outline',
  cancel_for_lateness: 'destructive',
  open_dispute: 'outline',
  appeal_dispute: 'outline',
};

interface WrittenActionFormProps {
  orderId: string;
  action: WrittenAction;
  isSubmitting: boolean;
  onSubmit: SendTransition;
  onClose: () => void;
}

/** The words (and files) an action carries, checked by the same schema as the server's. */
function WrittenActionForm({ orderId, action, isSubmitting, onSubmit, onClose }: WrittenActionFormProps) {
  const written: { field: (typeof WRITTEN_ACTIONS)[WrittenAction]['field']; label: string; hint?: string } =
    WRITTEN_ACTIONS[action];
  const { field, label, hint } = written;
  const [files, setFiles] = useState<File[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<OrderTransitionDraft, unknown, OrderTransitionInput>({
    resolver: zodResolver(orderTransitionSchema),
    defaultValues: blankInput(action),
    // The problem is said on submit and stays until the next one, not re-judged at each keystroke.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.getFieldState(field, form.formState).error?.message;
  const showServerFieldErrors = (failure: unknown) => applyServerFieldErrors(form, failure, [field]);

  const submit = form.handleSubmit(async (input) => {
    if (input.action !== 'deliver' || files.length === 0) {
      onSubmit(input, showServerFieldErrors);
      return;
    }
    setIsUploading(true);
    try {
      const uploaded = [];
      for (const file of files) uploaded.push(await uploadOrderFile(orderId, file));
      onSubmit({ ...input, fileIds: uploaded.map((file) => file.id) }, showServerFieldErrors);
    } catch (uploadError) {
      form.setError(field, {
        type: 'upload',
        message: errorMessage(uploadError, 'The file could not be uploaded. Please try again.'),
      });
    } finally {
      setIsUploading(false);
    }
  });

  const isBusy = isSubmitting || isUploading;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-lg border p-4">
      <FormField label={label} error={error} hint={hint}>
        {(control) => <Textarea {...control} {...form.register(field)} rows={4} required />}
      </FormField>
      {action === 'deliver' && (
        <FormField
          label="Files (optional)"
          hint={`PDF, ZIP, PNG, JPEG, WebP, MP3 or MP4, up to ${ORDER_FILE_LIMITS.maxBytes / 1024 / 1024} MB each`}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept={ORDER_FILE_LIMITS.accept}
              className="text-sm"
              onChange={(event) =>
                setFiles(Array.from(event.target.files ?? []).slice(0, ORDER_FILE_LIMITS.maxPerDelivery))
              }
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={VARIANTS[action] === 'destructive' ? 'destructive' : 'default'}
          disabled={isBusy}
        >
          {isBusy ? ORDER_TEXTS.busy : ORDER_TEXTS.actions[action]}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={isBusy}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** The buttons for what the viewer may do now (the server lists them), and the forms of those that need words. */
export function OrderActions({ order }: { order: Order }) {
  const transition = useTransitionOrder(order.id);
  const [open, setOpen] = useState<WrittenAction | AgreementAction | null>(null);
  /** Whether the open form shows the last refusal on its field, so the general alert stays out. */
  const [isRefusalOnField, setIsRefusalOnField] = useState(false);

  // The answers to the order's questions have their own form (order-requirements.tsx).
  const actions = order.actions.filter(
    (action): action is Exclude<OrderAction, 'submit_requirements'> => action !== 'submit_requirements',
  );
  if (actions.length === 0) return null;

  const send: SendTransition = (input, onFailure) => {
    setIsRefusalOnField(false);
    transition.mutate(input, {
      onSuccess: (updated) => {
        setOpen(null);
        toast.success(ORDER_TEXTS.done(input.action, ORDER_STATUS_LABELS[updated.status]));
      },
      onError: (failure) => setIsRefusalOnField(onFailure?.(failure) ?? false),
    });
  };

  return (
    <section aria-labelledby="order-actions" className="grid gap-3">
      <h2 id="order-actions" className="text-lg font-semibold">
        What you can do
      </h2>
      {transition.isError && !isRefusalOnField && (
        <Alert variant="error">{errorMessage(transition.error, ORDER_TEXTS.failed)}</Alert>
      )}
      {open && hasAgreementForm(open) ? (
        (() => {
          const AgreementForm = AGREEMENT_FORMS[open];
          return (
            <AgreementForm
              key={open}
              order={order}
              isSubmitting={transition.isPending}
              onSubmit={send}
              onClose={() => setOpen(null)}
            />
          );
        })()
      ) : open ? (
        <WrittenActionForm
          key={open}
          orderId={order.id}
          action={open}
          isSubmitting={transition.isPending}
          onSubmit={send}
          onClose={() => setOpen(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              variant={VARIANTS[action] ?? 'default'}
              disabled={transition.isPending}
              onClick={() => {
                transition.reset();
                if (isWritten(action) || hasAgreementForm(action)) setOpen(action);
                else send({ action });
              }}
            >
              {ORDER_TEXTS.actions[action]}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
