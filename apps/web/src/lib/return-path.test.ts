import { describe, expect, it } from 'vitest';
import { returnPathFromSearch, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each(['/checkout?gig=1', '/', '/dashboard?tab=jobs', '/messages/abc#latest'])(
    'accepts the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/path',
    'http://evil.com',
    'javascript:alert(1)',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /checkout',
    '',
  ])('rejects %j and falls back to /', (path) => {
    expect(safeReturnPath(path)).toBe('/');
  });

  it('falls back when there is no value', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined, '/explore')).toBe('/explore');
  });
});

describe('returnPathFromSearch', () => {
  it('reads redirect, then from (older links)', () => {
    expect(returnPathFromSearch(new URLSearchParams('redirect=%2Fcheckout%3Fgig%3D1'))).toBe('/checkout?gig=1');
    expect(returnPathFromSearch(new URLSearchParams('from=/messages'))).toBe('/messages');
    expect(returnPathFromSearch(new URLSearchParams('redirect=/messages&from=/profile'))).toBe('/messages');
    expect(returnPathFromSearch(new URLSearchParams('redirect=//evil.com&from=/messages'))).toBe('/');
    expect(returnPathFromSearch(new URLSearchParams(''))).toBe('/');
  });
});
