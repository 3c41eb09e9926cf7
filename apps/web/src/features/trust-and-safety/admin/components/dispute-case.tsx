import { formatMoney } from '@teenfreelance/contracts/money';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_TEXTS, type AdminDispute } from '@teenfreelance/contracts/orders';
import type { ReactNode } from 'react';
import { QueryState } from '../../../../components/query-state.tsx';
import { RelativeTime, useNow } from '../../../../components/relative-time.tsx';
import { useAdminDispute } from '../api/disputes.ts';
import { DisputeDecisionForm } from './dispute-decision-form.tsx';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-semibold">{title}</h4>
      {children}
    </section>
  );
}

const Words = ({ text }: { text: string }) => <p className="text-sm whitespace-pre-wrap break-words">{text}</p>;

/** The evidence as it stood when the dispute opened: the timeline, the parties' messages, the files. */
function Evidence({ evidence, now }: { evidence: AdminDispute['evidence']; now: number }) {
  return (
    <Block title="Evidence (up to when the dispute opened)">
      <ol className="grid gap-1 text-sm">
        {evidence.events.map((event, index) => (
          <li key={index}>
            <span className="font-medium">{event.transition.replaceAll('_', ' ')}</span> by the {event.actorRole},{' '}
            <RelativeTime iso={event.createdAt} now={now} />
            {event.message && <span className="block text-muted-foreground">{event.message}</span>}
          </li>
        ))}
      </ol>
      <h5 className="text-sm font-medium">Messages ({evidence.messages.length})</h5>
      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-2 text-sm">
        {evidence.messages.map((message, index) => (
          <li key={index}>
            <span className="font-medium">{message.senderName}:</span> {message.body}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        Delivered files: {evidence.files.length === 0 ? 'none' : evidence.files.map((file) => file.name).join(', ')}
      </p>
    </Block>
  );
}

/** One dispute as an admin reads it: both sides' words, any decision and appeal, the evidence, and the decision form. */
export function DisputeCase({ orderId }: { orderId: string }) {
  const query = useAdminDispute(orderId);
  const now = useNow();
  return (
    <QueryState query={query} loadingLabel="Loading the dispute..." errorTitle="The dispute could not be loaded.">
      {(item) => {
        const { dispute } = item;
        const other = dispute.openedBy === 'buyer' ? 'seller' : 'buyer';
        return (
          <div className="grid gap-4 border-t pt-4">
            <Block title={`The ${dispute.openedBy}'s statement`}>
              <Words text={dispute.statement} />
            </Block>
            <Block title={`The ${other}'s answer`}>
              {dispute.answer ? (
                <Words text={dispute.answer} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {dispute.escalatedAt ? 'No answer within 3 days.' : DISPUTE_TEXTS.adminWaiting}
                </p>
              )}
            </Block>
            {dispute.decisions.map((decision) => (
              <Block key={decision.round} title={`Decision ${decision.round}`}>
                <p className="text-sm">
                  {DISPUTE_OUTCOME_LABELS[decision.outcome]}
                  {decision.refundCents !== null && `: ${formatMoney(decision.refundCents)}`}
                </p>
                <Words text={decision.reason} />
              </Block>
            ))}
            {dispute.appeal && (
              <Block title={`The ${dispute.appeal.by}'s appeal`}>
                <Words text={dispute.appeal.statement} />
              </Block>
            )}
            <Evidence evidence={item.evidence} now={now} />
            {item.canDecide ? (
              <>
                {item.round === 2 && <p className="text-sm">{DISPUTE_TEXTS.adminAppealNote}</p>}
                <DisputeDecisionForm orderId={orderId} priceCents={item.priceCents} />
              </>
            ) : (
              item.needsDecision && <p className="text-sm">{DISPUTE_TEXTS.adminSameAdmin}</p>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
