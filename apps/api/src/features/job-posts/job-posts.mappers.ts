import {
  jobCategoryName,
  deadlineLabel,
  jobPreview,
  type JobCard,
  type JobDetail,
} from '@teenfreelance/contracts/job-posts';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import type { CategorySlug } from '@teenfreelance/contracts/categories';
import type { JobRow } from './job-posts.repository.ts';
import type { ProposalRow } from './proposals.repository.ts';

export function toJobCard(row: JobRow): JobCard {
  return {
    id: row.id,
    title: row.title,
    preview: jobPreview(row.description),
    category: { slug: row.categorySlug, name: jobCategoryName(row.categorySlug as CategorySlug) },
    budget: { minCents: row.budgetMinCents, maxCents: row.budgetMaxCents },
    deadline: { value: row.deadline, label: deadlineLabel(row.deadline) },
    skills: row.skills,
    client: { id: row.clientId, name: row.clientName, avatarUrl: row.clientImage },
    status: row.status,
    proposalCount: Number(row.proposalCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toJobDetail(row: JobRow, viewer: JobDetail['viewer']): JobDetail {
  const card = toJobCard(row);
  return {
    ...card,
    description: row.description,
    client: { ...card.client, memberSince: row.clientSince.toISOString() },
    viewer,
  };
}

export function toProposal(row: ProposalRow): Proposal {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    freelancer: {
      id: row.freelancerId,
      name: row.freelancerName,
      avatarUrl: row.freelancerImage,
      isPro: row.freelancerIsPro,
    },
    coverLetter: row.coverLetter,
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    status: row.status,
    orderId: row.orderId,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
