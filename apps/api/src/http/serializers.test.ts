import { describe, expect, it } from 'vitest';
import { exploreResponseSchema, type ExploreResponse } from '@teenfreelance/contracts/gigs';
import { shapeSerializerCompiler } from './serializers.ts';

const card = {
  id: 'gig-1',
  title: 'Design a "retro" logo \u2014 fast',
  shortDescription: 'Line one\nline two',
  priceCents: 2550,
  image: { id: 'img-1', thumb: '/t.webp', card: '/c.webp', detail: '/d.webp', width: 1200, height: 800 },
  category: 'graphic-design' as const,
  categoryName: 'Graphic Design',
  seller: { id: 'user-1', name: 'Maya', avatarUrl: null, isPro: true },
  rating: 4.8,
  reviewCount: 12,
  deliveryDays: 3,
  isPro: true,
  isPublic: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const answer: ExploreResponse = {
  gigs: [card, { ...card, id: 'gig-2', image: null, seller: { ...card.seller, avatarUrl: '/a.webp' } }],
  total: 2,
  totalIsExact: true,
  page: 1,
  pageSize: 24,
  hasMore: false,
  fuzzy: false,
};

describe('the schema-compiled serializer', () => {
  const serialize = shapeSerializerCompiler({ schema: exploreResponseSchema });

  it('writes what zod writes for the same answer', () => {
    expect(JSON.parse(serialize(answer))).toEqual(exploreResponseSchema.parse(answer));
  });

  it('never writes a field the schema does not name', () => {
    const leaky = {
      ...answer,
      internal: 'x',
      gigs: [{ ...card, sellerEmail: 'maya@example.com', seller: { ...card.seller, dateOfBirth: '2010-01-01' } }],
    };
    const body = serialize(leaky);
    expect(body).not.toContain('maya@example.com');
    expect(body).not.toContain('2010-01-01');
    expect(body).not.toContain('internal');
    expect(JSON.parse(body).gigs[0].seller).toEqual(card.seller);
  });
});
