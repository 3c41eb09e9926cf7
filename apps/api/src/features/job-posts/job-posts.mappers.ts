import {
  jobCategoryName,
  deadlineLabel,
  jobPreview,
  type JobCard,
  type JobDetail,
} from '@teenfreelance/contracts/job-posts';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import type { CategorySlug } from '@teenfreelance/contracts/categories';
import type { Reader, ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { JobRow } from './job-posts.repository.ts';
import type { ProposalRow } from './proposals.repository.ts';

/**
 * Who reads a job post or a proposal, through the one screening step
 * (decision 0065): a teen is shown a post's words and its poster's name
 * screened; a teen's proposal is screened for both sides, as their messages.
 */
export interface JobReading {
  screening: ReaderScreening;
  /** Null: a visitor. */
  reader: Reader | null;
}

const readerOf = ({ reader }: JobReading): Reader => reader ?? { isMinor: false };

export function toJobCard(row: JobRow, reading: JobReading): JobCard {
  const reader = readerOf(reading);
  const show = (text: string) => reading.screening.shown(text, { reader }).text;
  return {
    id: row.id,
    title: show(row.title),
    // The preview is cut from the screened description, so a cut never splits a detail out of its mask.
    preview: jobPreview(show(row.description)),
    category: { slug: row.categorySlug, name: jobCategoryName(row.categorySlug as CategorySlug) },
    budget: { minCents: row.budgetMinCents, maxCents: row.budgetMaxCents },
    deadline: { value: row.deadline, label: deadlineLabel(row.deadline) },
    skills: row.skills.map(show),
    client: { id: row.clientId, name: reading.screening.name(row.clientName, reader), avatarUrl: row.clientImage },
    status: row.status,
    proposalCount: Number(row.proposalCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toJobDetail(row: JobRow, viewer: JobDetail['viewer'], reading: JobReading): JobDetail {
  const card = toJobCard(row, reading);
  return {
    ...card,
    description: reading.screening.shown(row.description, { reader: readerOf(reading) }).text,
    client: { ...card.client, memberSince: row.clientSince.toISOString() },
    viewer,
  };
}

export function toProposal(row: ProposalRow, reading: JobReading): Proposal {
  const reader = readerOf(reading);
  const place = { reader, minorTakesPart: row.freelancerIsMinor };
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: reading.screening.shown(row.jobTitle, { reader }).text,
    freelancer: {
      id: row.freelancerId,
      name: reading.screening.name(row.freelancerName, reader),
      avatarUrl: row.freelancerImage,
      isPro: row.freelancerIsPro,
    },
    coverLetter: reading.screening.shown(row.coverLetter, place).text,
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    status: row.status,
    orderId: row.orderId,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
