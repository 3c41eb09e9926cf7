/**
 * Search texts as a search log holds them, by kind (issue 36): words of the
 * catalogue, half-typed words, words the catalogue does not hold, typos and
 * phrases. bench/queries.ts draws the API bench's long tail from them in a
 * search log's proportions; bench/search.ts measures the database time of
 * each kind.
 */
import { ADJECTIVES, AUDIENCES, GENERAL, NOUNS, VERBS } from './data.ts';

export type SearchKind =
  'one word' | 'two words' | 'three words' | 'half-typed word' | 'word not in the catalogue' | 'typo' | 'phrase';

/**
 * How often each kind is drawn in the API bench's long tail: at least 10%
 * words the catalogue does not hold or typos, and 2% phrases (issue 36).
 */
export const SEARCH_LOG_SHARES: Record<SearchKind, number> = {
  'one word': 0.26,
  'two words': 0.36,
  'three words': 0.1,
  'half-typed word': 0.14,
  'word not in the catalogue': 0.05,
  typo: 0.07,
  phrase: 0.02,
};

const wordsOf = (phrases: readonly string[]) => [...new Set(phrases.flatMap((p) => p.split(/[\s-]+/)))];
export const NOUN_WORDS = wordsOf(NOUNS);
export const ADJECTIVE_WORDS = wordsOf(ADJECTIVES);
export const AUDIENCE_WORDS = wordsOf(AUDIENCES).filter((w) => w !== 'your');

/** Words no generated gig holds (bench/data.ts's vocabulary has none of them), as people search for things a catalogue lacks. */
export const UNKNOWN_WORDS = [
  'zebra',
  'quantum',
  'kayak',
  'origami',
  'saxophone',
  'blockchain',
  'calligraphy',
  'pottery',
  'astronomy',
  'crochet',
  'skateboard',
  'robotics',
  'knitting',
  'surfing',
  'geology',
  'embroidery',
  'juggling',
  'beekeeping',
  'welding',
  'hydroponics',
  'ukulele',
  'taxidermy',
  'snorkel',
  'lacrosse',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** A typing slip in a word of at least five letters: two letters swapped, one dropped, doubled or struck beside its key. */
export function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const slip = random();
  if (slip < 0.4) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (slip < 0.7) return word.slice(0, at) + word.slice(at + 1);
  if (slip < 0.85) return word.slice(0, at) + word[at] + word.slice(at);
  const keys = 'qwertyuiopasdfghjklzxcvbnm';
  const near = keys[(keys.indexOf(word[at] ?? 'a') + 1) % keys.length] ?? 'a';
  return word.slice(0, at) + near + word.slice(at + 1);
}

/** One search text of a kind, from the catalogue's vocabulary. */
export function searchText(kind: SearchKind, random: () => number): string {
  const anyWord = () => pick(random, [...VERBS, ...NOUN_WORDS, ...ADJECTIVE_WORDS, ...GENERAL]);
  const long = (list: readonly string[]) => list.filter((w) => w.length >= 5);
  switch (kind) {
    case 'one word':
      return anyWord();
    case 'two words': {
      const shape = random();
      if (shape < 0.4) return `${pick(random, ADJECTIVE_WORDS)} ${pick(random, NOUN_WORDS)}`;
      if (shape < 0.7) return `${pick(random, NOUN_WORDS)} ${pick(random, [...GENERAL, ...AUDIENCE_WORDS])}`;
      return `${pick(random, VERBS)} ${pick(random, NOUN_WORDS)}`;
    }
    case 'three words':
      return `${pick(random, VERBS)} ${pick(random, ADJECTIVE_WORDS)} ${pick(random, NOUN_WORDS)}`;
    case 'half-typed word': {
      const word = pick(random, long([...VERBS, ...NOUN_WORDS, ...ADJECTIVE_WORDS]));
      const typed = word.slice(0, 3 + Math.floor(random() * (word.length - 3)));
      return random() < 0.5 ? typed : `${pick(random, ADJECTIVE_WORDS)} ${typed}`;
    }
    case 'word not in the catalogue': {
      // Alone, or beside a word of the catalogue on either side: typed last, the known word is a prefix
      // a read through GIN once gathered whole to find nothing (`beekeeping media`, decision 0112).
      const shape = random();
      if (shape < 0.6) return pick(random, UNKNOWN_WORDS);
      if (shape < 0.8) return `${pick(random, NOUN_WORDS)} ${pick(random, UNKNOWN_WORDS)}`;
      return `${pick(random, UNKNOWN_WORDS)} ${pick(random, NOUN_WORDS)}`;
    }
    case 'typo': {
      const slipped = typo(pick(random, long([...VERBS, ...NOUN_WORDS, ...ADJECTIVE_WORDS])), random);
      return random() < 0.5 ? slipped : `${pick(random, ADJECTIVE_WORDS)} ${slipped}`;
    }
    case 'phrase': {
      // Quoted as people quote, or a hyphenated word, which websearch makes a phrase too.
      const shape = random();
      if (shape < 0.5) return `"${pick(random, ADJECTIVE_WORDS)} ${pick(random, NOUN_WORDS)}"`;
      if (shape < 0.75)
        return `"${pick(
          random,
          NOUNS.filter((n) => n.includes(' ')),
        )}"`;
      return pick(
        random,
        ADJECTIVES.filter((a) => a.includes('-')),
      );
    }
  }
}

/** A kind drawn in a search log's proportions (SEARCH_LOG_SHARES). */
export function searchKind(random: () => number): SearchKind {
  let left = random();
  for (const [kind, share] of Object.entries(SEARCH_LOG_SHARES) as [SearchKind, number][]) {
    left -= share;
    if (left < 0) return kind;
  }
  return 'one word';
}
