import { useId } from 'react';
import { ADMIN_TEXTS, type HeldMessage } from '@teenfreelance/contracts/admin';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDecideHeldMessage, useHeldMessages, type HeldMessageDecision } from '../api/held-messages.ts';
import { AdminSection, EmptyNote } from './admin-section.tsx';
import { ReasonField } from './reason-field.tsx';
import { ReportContext } from './report-context.tsx';
import { useReasonForm } from './use-reason-form.ts';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline focus-ring';

function Person({ person }: { person: HeldMessage['sender'] }) {
  if (!person) return <span className="italic">Account deleted</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={paths.userProfile.getHref(person.id)} className={linkClasses}>
        {person.name}
      </Link>
      {person.isMinor && <Badge variant="secondary">Minor</Badge>}
    </span>
  );
}

const DONE: Record<HeldMessageDecision['decision'], string> = { deliver: 'Delivered', remove: 'Removed' };

/** One held message: who to whom, why it waits, the message and its conversation as written, and the decision. */
function HeldMessageCard({ message, now }: { message: HeldMessage; now: number }) {
  const headingId = useId();
  const decide = useDecideHeldMessage();
  const form = useReasonForm();
  const submit = (decision: HeldMessageDecision['decision']) =>
    void form.handleSubmit(({ reason }) =>
      decide.mutate({ id: message.id, decision, reason }, { onSuccess: () => toast.success(DONE[decision]) }),
    )();
  const pending = (decision: HeldMessageDecision['decision']) =>
    decide.isPending && decide.variables.decision === decision;

  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border p-4 md:p-6">
      <header className="grid gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          Message from {message.sender?.name ?? 'a deleted account'}
        </h3>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted-foreground">{ADMIN_TEXTS.heldFrom}</dt>
          <dd>
            <Person person={message.sender} />
          </dd>
          <dt className="text-muted-foreground">{ADMIN_TEXTS.heldTo}</dt>
          <dd>
            <Person person={message.recipient} />
          </dd>
          <dt className="text-muted-foreground">Sent</dt>
          <dd>
            <RelativeTime iso={message.createdAt} now={now} />
          </dd>
        </dl>
        <p className="text-sm font-medium">{ADMIN_TEXTS.heldReasons[message.reason]}</p>
        <p className="text-sm">{ADMIN_TEXTS.heldReporters(message.senderReporters)}</p>
      </header>
      <ReportContext context={{ title: null, text: message.text, thread: message.thread }} now={now} />
      <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-3 border-t pt-4">
        {decide.isError && (
          <Alert variant="error">
            {errorMessage(decide.error, 'Could not decide on the message. Please try again.')}
          </Alert>
        )}
        <ReasonField registration={form.register('reason')} error={form.formState.errors.reason?.message} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending} aria-describedby={headingId} onClick={() => submit('deliver')}>
            {pending('deliver') ? 'Delivering...' : ADMIN_TEXTS.deliver}
          </Button>
          <Button
            variant="destructive"
            disabled={decide.isPending}
            aria-describedby={headingId}
            onClick={() => submit('remove')}
          >
            {pending('remove') ? 'Removing...' : ADMIN_TEXTS.removeHeld}
          </Button>
        </div>
      </form>
    </article>
  );
}

/** Messages held before reaching a minor (their sender was reported by several people), oldest first. */
export function HeldMessages() {
  const query = useHeldMessages();
  const now = useNow();
  return (
    <AdminSection title={ADMIN_TEXTS.held}>
      <QueryState query={query} loadingLabel="Loading held messages..." errorTitle="Held messages could not be loaded.">
        {({ messages }) =>
          messages.length === 0 ? (
            <EmptyNote>{ADMIN_TEXTS.heldEmpty}</EmptyNote>
          ) : (
            <div className="grid gap-4">
              {messages.map((message) => (
                <HeldMessageCard key={message.id} message={message} now={now} />
              ))}
            </div>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
