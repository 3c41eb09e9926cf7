import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import type { ProposalStatus } from '@teenfreelance/contracts/job-posts';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANTS = {
  pending: 'outline',
  shortlisted: 'soft',
  declined: 'secondary',
  withdrawn: 'secondary',
  hired: 'success',
} as const;

/** A proposal's status, in the contract's words. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge variant={VARIANTS[status]}>{PROPOSAL_TEXTS.statusLabels[status]}</Badge>;
}
