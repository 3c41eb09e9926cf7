import { US_FILING_THRESHOLD_CENTS } from '@teenfreelance/contracts/seller-earnings';

/**
 * How people write the United States in the profile's free-text country
 * field, compared without case, dots, spaces or a leading "the".
 */
const US_SPELLINGS = new Set(['us', 'usa', 'unitedstates', 'unitedstatesofamerica', 'america']);

/** Whether the country on a profile is the United States (docs/decisions/0073: the profile is where the country is). */
export function isUnitedStates(country: string | null): boolean {
  if (!country) return false;
  const plain = country
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\s*the\s+/, '')
    .replace(/[\s.]/g, '');
  return US_SPELLINGS.has(plain);
}

/**
 * Whether a seller is told that they may have to file a tax return for a
 * year: in the US, net earnings from self-employment of $400 or more.
 */
export function mustMentionFiling(country: string | null, earnedCents: number): boolean {
  return isUnitedStates(country) && earnedCents >= US_FILING_THRESHOLD_CENTS;
}
