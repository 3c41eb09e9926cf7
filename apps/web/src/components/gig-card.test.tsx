import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../testing/render.tsx';
import { GigCard, formatDelivery, formatRating, type GigCardData } from './gig-card.tsx';

const gig: GigCardData = {
  id: 'g1',
  title: 'Modern logo',
  priceCents: 15_000,
  deliveryDays: 1,
  rating: 4.85,
  reviewCount: 0,
  isPro: false,
  image: { id: 'i1', thumb: '/t.webp', card: '/c.webp', detail: '/d.webp', width: 1200, height: 800 },
  seller: { id: 's1', name: 'Maya Patel', avatarUrl: null, isPro: false },
};

describe('gig card', () => {
  it('formats rating with one decimal, delivery in days', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.85)).toBe('4.8');
    expect(formatDelivery(1)).toBe('1 day');
    expect(formatDelivery(3)).toBe('3 days');
  });

  it('shows a Teen Freelancer without reviews: no review count, lazy image with reserved size', () => {
    renderWithRouter(
      <ul>
        <GigCard gig={gig} />
      </ul>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/gig/g1');
    expect(link).toHaveTextContent('From $150.00');
    expect(link).toHaveTextContent('1 day');
    expect(link).toHaveTextContent('Teen Freelancer');
    expect(link).not.toHaveTextContent('PRO');
    expect(link).not.toHaveTextContent('(0)');
    const image = link.querySelector('img[src="/c.webp"]');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
  });

  it('shows the PRO badge, Verified Professional and the review count when above 0', () => {
    renderWithRouter(
      <ul>
        <GigCard gig={{ ...gig, isPro: true, reviewCount: 12, deliveryDays: 7 }} />
      </ul>,
    );
    const text = screen.getByRole('link').textContent;
    expect(text).toContain('PRO');
    expect(text).toContain('Verified Professional');
    expect(text).toContain('(12)');
    expect(text).toContain('7 days');
  });
});
