import {
  ORDER_FILE_LIMITS,
  ORDER_STATUS_LABELS,
  ORDER_TEXTS,
  orderTransitionSchema,
  type Order,
  type OrderAction,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useTransitionOrder } from '../api/transition-order.ts';
import { uploadOrderFile } from '../api/upload-order-file.ts';

/** The actions that need words (and, for a delivery, files) before they are sent. */
const WRITTEN_ACTIONS = {
  deliver: { field: 'message', label: 'Delivery message' },
  request_revision: { field: 'message', label: 'What should change?' },
  cancel: { field: 'reason', label: 'Reason for cancelling' },
  request_cancellation: { field: 'reason', label: 'Reason for cancelling' },
} as const satisfies Partial<Record<OrderAction, { field: 'message' | 'reason'; label: string }>>;
type WrittenAction = keyof typeof WRITTEN_ACTIONS;

const isWritten = (action: OrderAction): action is WrittenAction => action in WRITTEN_ACTIONS;

const VARIANTS: Partial<Record<OrderAction, ButtonVariant>> = {
  cancel: 'destructive',
  request_cancellation: 'outline',
  decline_cancellation: 'outline',
  withdraw_cancellation: 'outline',
  request_revision: 'outline',
};

interface WrittenActionFormProps {
  orderId: string;
  action: WrittenAction;
  isSubmitting: boolean;
  onSubmit: (input: OrderTransitionInput) => void;
  onClose: () => void;
}

/** The words (and files) an action carries, checked by the same schema as the server's. */
function WrittenActionForm({ orderId, action, isSubmitting, onSubmit, onClose }: WrittenActionFormProps) {
  const { field, label } = WRITTEN_ACTIONS[action];
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { action, [field]: text, ...(action === 'deliver' ? { fileIds: [] } : {}) };
    const checked = orderTransitionSchema.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ORDER_TEXTS.failed);
      return;
    }
    setError(null);
    if (action !== 'deliver' || files.length === 0) {
      onSubmit(checked.data);
      return;
    }
    setIsUploading(true);
    try {
      const uploaded = [];
      for (const file of files) uploaded.push(await uploadOrderFile(orderId, file));
      onSubmit({ action: 'deliver', message: text, fileIds: uploaded.map((file) => file.id) });
    } catch (uploadError) {
      setError(errorMessage(uploadError, 'The file could not be uploaded. Please try again.'));
    } finally {
      setIsUploading(false);
    }
  }

  const isBusy = isSubmitting || isUploading;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 rounded-lg border p-4">
      <FormField label={label} error={error ?? undefined}>
        {(control) => (
          <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} rows={4} required />
        )}
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
  const [open, setOpen] = useState<WrittenAction | null>(null);

  if (order.actions.length === 0) return null;

  function send(input: OrderTransitionInput) {
    transition.mutate(input, {
      onSuccess: (updated) => {
        setOpen(null);
        toast.success(`Order ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}`);
      },
    });
  }

  return (
    <section aria-labelledby="order-actions" className="grid gap-3">
      <h2 id="order-actions" className="text-lg font-semibold">
        What you can do
      </h2>
      {transition.isError && <Alert variant="error">{errorMessage(transition.error, ORDER_TEXTS.failed)}</Alert>}
      {open ? (
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
          {order.actions.map((action) => (
            <Button
              key={action}
              variant={VARIANTS[action] ?? 'default'}
              disabled={transition.isPending}
              onClick={() => {
                transition.reset();
                if (isWritten(action)) setOpen(action);
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
