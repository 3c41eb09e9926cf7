import { formatBudget, type JobDetail } from '@teenfreelance/contracts/job-posts';
import { centsToDollars } from '@teenfreelance/contracts/money';
import type { PageMeta } from '@teenfreelance/contracts/page-heads';
import { PAGES, documentTitle } from '@teenfreelance/contracts/pages';

/**
 * The job page's head (title, description, schema.org JobPosting) from the
 * page's own answer to GET /api/jobs/:id, so the page reads the job once.
 * Null (→ 404) when there is no such job. A closed job stays readable for
 * its links, but is not indexed.
 */
export function jobPageMetaFrom(detail: JobDetail | undefined, publicUrl: string): PageMeta | null {
  if (!detail) return null;
  const pageUrl = new URL(`/jobs/${detail.id}`, publicUrl).toString();
  const budget = formatBudget(detail.budget);
  return {
    title: documentTitle(PAGES.job, detail.title),
    description: `${detail.category.name} job, budget ${budget}. ${detail.preview}`,
    status: 200,
    type: 'website',
    ...(detail.status === 'closed' ? { noIndex: true } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: detail.title,
      description: detail.description,
      datePosted: detail.createdAt,
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Worldwide' },
      hiringOrganization: { '@type': 'Organization', name: detail.client.name },
      skills: detail.skills.join(', '),
      url: pageUrl,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: centsToDollars(detail.budget.minCents),
          maxValue: centsToDollars(detail.budget.maxCents),
        },
      },
    },
  };
}
