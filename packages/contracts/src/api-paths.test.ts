import { describe, expect, it } from 'vitest';
import { apiPath, gigPath } from './api-paths.ts';

describe('apiPath', () => {
  it('keeps the pattern the API registers', () => {
    expect(gigPath.pattern).toBe('/api/gigs/:id');
  });

  it('builds the URL with each parameter encoded, in order', () => {
    expect(gigPath('a b/c?')).toBe('/api/gigs/a%20b%2Fc%3F');
    const filePath = apiPath('/api/orders/:id/files/:fileId');
    expect(filePath('o1', 'f/1')).toBe('/api/orders/o1/files/f%2F1');
  });
});
