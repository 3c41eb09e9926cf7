import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { centsToDollars } from '@teenfreelance/contracts/money';
import type { PageMeta } from '@teenfreelance/contracts/page-heads';
import { PAGES, documentTitle } from '@teenfreelance/contracts/pages';

/**
 * The gig page's head (title, description, picture, price, schema.org Product)
 * from the page's own answer to GET /api/gigs/:id, so the page reads the gig
 * once. Null (→ 404) unless the gig is public.
 */
export function gigPageMetaFrom(detail: GigDetail | undefined, publicUrl: string): PageMeta | null {
  if (!detail?.isPublic) return null;
  const first = detail.images[0];
  const image = first ? new URL(first.detail, publicUrl).toString() : undefined;
  const pageUrl = new URL(`/gig/${detail.id}`, publicUrl).toString();
  return {
    title: documentTitle(PAGES.gig, detail.title),
    description: detail.shortDescription,
    status: 200,
    type: 'product',
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: detail.title,
      description: detail.shortDescription,
      ...(image ? { image } : {}),
      url: pageUrl,
      category: detail.categoryName,
      brand: { '@type': 'Brand', name: detail.seller.name },
      offers: {
        '@type': 'Offer',
        // schema.org's decimal amount ('25.00'), read by machines, not shown.
        price: centsToDollars(detail.priceCents).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
      ...(detail.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: detail.rating,
              reviewCount: detail.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
