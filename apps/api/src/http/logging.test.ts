import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './logging.ts';

describe('request logging', () => {
  it('never writes one-time tokens from links into the log', () => {
    expect(redactUrlSecrets('/api/accounts/parental-consent?token=abc123')).toBe(
      '/api/accounts/parental-consent?token=[redacted]',
    );
    expect(redactUrlSecrets('/api/auth/google/callback?state=s1&code=c2&x=1')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&x=1',
    );
    expect(redactUrlSecrets('/explore?search=logo')).toBe('/explore?search=logo');
  });
});
