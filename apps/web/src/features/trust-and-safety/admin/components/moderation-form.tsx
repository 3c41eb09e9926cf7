import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTION_TARGETS,
  ADMIN_TEXTS,
  MODERATION_ACTIONS,
  moderationInputSchema,
  type ModerationAction,
  type ModerationInput,
  type ReportGroup,
} from '@teenfreelance/contracts/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmButton } from '../../../../components/confirm-button.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useModerationAction } from '../api/take-moderation-action.ts';
import { auditActionLabel } from './labels.ts';
import { ReasonField } from './reason-field.tsx';

type ActionItem = (typeof MODERATION_ACTIONS)[number];

/** Actions on the person it concerns; the others act on the reported thing itself. */
const PERSON_ACTIONS: readonly ModerationAction[] = ['warn', 'suspend'];

const PENDING_LABELS: Record<ModerationAction, string> = {
  hide: 'Hiding...',
  remove_message: 'Removing...',
  warn: 'Warning...',
  suspend: 'Suspending...',
};

/**
 * The actions the group's kind allows (ACTION_TARGETS). Every action concerns the reported person, so none
 * is offered once their account is gone; hiding or removing also needs the thing to still exist.
 */
export function applicableActions({ targetKind, reported, context }: ReportGroup): ActionItem[] {
  if (!reported) return [];
  return MODERATION_ACTIONS.filter(
    ({ value }) => ACTION_TARGETS[value].includes(targetKind) && (context !== null || PERSON_ACTIONS.includes(value)),
  );
}

const reportCount = (resolved: number) => (resolved === 1 ? '1 report' : `${resolved} reports`);

interface ModerationFormProps {
  group: ReportGroup;
  /** The id of the group's heading: describes the buttons among the queue's many 'Dismiss'. */
  headingId: string;
}

/**
 * What an admin does with a group: Dismiss, or one of the actions its kind allows (Suspend after a yes in a
 * dialog), each with the one reason the audit log keeps (checked by the server's schema).
 */
export function ModerationForm({ group, headingId }: ModerationFormProps) {
  const { targetKind, targetId } = group;
  const dismiss = useDismissReports();
  const act = useModerationAction();
  const form = useForm<z.input<typeof moderationInputSchema>, unknown, ModerationInput>({
    resolver: zodResolver(moderationInputSchema),
    defaultValues: { targetKind, targetId, reason: '' },
  });
  const isPending = dismiss.isPending || act.isPending;
  const actions = applicableActions(group);
  const name = group.reported?.name ?? 'this person';

  const onDismiss = form.handleSubmit((input) => {
    act.reset();
    dismiss.mutate(input, { onSuccess: ({ resolved }) => toast.success(`Dismissed ${reportCount(resolved)}`) });
  });

  /** Checks the reason, then takes the action; `onDone` runs once it succeeded, `onInvalid` without a reason. */
  const runAction = (action: ModerationAction, onDone?: () => void, onInvalid?: () => void) =>
    form.handleSubmit((input) => {
      dismiss.reset();
      act.mutate(
        { ...input, action },
        {
          onSuccess: ({ resolved }) => {
            toast.success(auditActionLabel(action), { description: `${reportCount(resolved)} closed` });
            onDone?.();
          },
        },
      );
    }, onInvalid)();

  const label = (item: ActionItem) =>
    act.isPending && act.variables.action === item.value ? PENDING_LABELS[item.value] : item.label;

  return (
    <form noValidate onSubmit={(event) => void onDismiss(event)} className="grid gap-3 border-t pt-4">
      {dismiss.isError && (
        <Alert variant="error">{errorMessage(dismiss.error, 'Could not dismiss the reports. Please try again.')}</Alert>
      )}
      {act.isError && (
        <Alert variant="error">{errorMessage(act.error, 'Could not take the action. Please try again.')}</Alert>
      )}
      <ReasonField registration={form.register('reason')} error={form.formState.errors.reason?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={isPending} aria-describedby={headingId}>
          {dismiss.isPending ? 'Dismissing...' : ADMIN_TEXTS.dismiss}
        </Button>
        {actions.map((item) =>
          item.value === 'suspend' ? (
            <ConfirmButton
              key={item.value}
              label={item.label}
              question={`Suspend ${name}? They will be signed out, cannot sign in, their gigs and posts are hidden and their open orders are cancelled and refunded.`}
              pendingLabel={PENDING_LABELS.suspend}
              isPending={isPending}
              variant="destructive"
              // Without a reason the dialog closes, showing the field's error.
              onConfirm={(close) => void runAction('suspend', close, close)}
            />
          ) : (
            <Button
              key={item.value}
              variant="secondary"
              disabled={isPending}
              aria-describedby={headingId}
              onClick={() => void runAction(item.value)}
            >
              {label(item)}
            </Button>
          ),
        )}
      </div>
    </form>
  );
}
