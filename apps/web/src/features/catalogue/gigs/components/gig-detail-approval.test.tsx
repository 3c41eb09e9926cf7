import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIG_APPROVAL_TEEN_TEXTS } from '@teenfreelance/contracts/gig-approval-texts';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { GigDetailView } from './gig-detail.tsx';

const seller = { id: 's1', name: 'Ada Teen', avatarUrl: null, isPro: false };
const gig: GigDetail = {
  id: 'g1',
  title: 'I will draw your pet as a cartoon',
  shortDescription: 'A cartoon of your pet',
  priceCents: 1200,
  image: null,
  category: 'graphic-design',
  categoryName: 'Graphic Design',
  seller,
  rating: 0,
  reviewCount: 0,
  deliveryDays: 3,
  isPro: false,
  isPublic: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  description: 'One drawing, scanned.',
  images: [],
  revisions: 'Unlimited',
  requirements: [],
  tags: ['cartoon'],
  sellerId: 's1',
  status: 'published',
  awaitingConsent: false,
  approval: 'awaiting',
  sellerSummary: {
    ...seller,
    bio: null,
    location: null,
    memberSince: '2026-10-01T10:00:00.000Z',
    responseTime: null,
    languages: ['English'],
    rating: 0,
    reviewCount: 0,
  },
  ratingSummary: { average: 0, count: 0, breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  reviews: [],
  viewer: { isOwner: true, isFavorite: false, canDelete: true },
};

describe("a teen's own gig under 'Approve new gigs'", () => {
  it('says it waits for their parent or guardian, or that they declined it', () => {
    const { unmount } = renderWithRouter(<GigDetailView gig={gig} favoriteButton={null} />);
    expect(screen.getByRole('note')).toHaveTextContent(GIG_APPROVAL_TEEN_TEXTS.awaiting);
    unmount();
    renderWithRouter(<GigDetailView gig={{ ...gig, approval: 'declined' }} favoriteButton={null} />);
    expect(screen.getByRole('note')).toHaveTextContent(GIG_APPROVAL_TEEN_TEXTS.declined);
  });
});
