import { describe, expect, it } from 'vitest';
import { parseTsquery, phraseFree, phraseParts, prefixLexemes, spelledOut } from './tsquery-text.ts';
import { correctedWords, isEstimable } from './lexeme-statistics.repository.ts';

// The texts are PostgreSQL's own (websearch_to_tsquery(...)::text, and the words query of db/text-search.ts).

describe('a tsquery text read back', () => {
  it('reads lexemes, prefixes, weights, quotes and the precedence of its operators', () => {
    expect(parseTsquery(`'logo' & ( 'desi':* | 'design' )`)).toEqual({
      kind: 'and',
      left: { kind: 'lexeme', lexeme: 'logo', prefix: false },
      right: {
        kind: 'or',
        left: { kind: 'lexeme', lexeme: 'desi', prefix: true },
        right: { kind: 'lexeme', lexeme: 'design', prefix: false },
      },
    });
    expect(parseTsquery(`'logo' & !( 'free' <-> 'stuff' ) | 'cat' & 'dog'`)).toEqual({
      kind: 'or',
      left: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'logo', prefix: false },
        right: {
          kind: 'not',
          arg: {
            kind: 'phrase',
            distance: 1,
            left: { kind: 'lexeme', lexeme: 'free', prefix: false },
            right: { kind: 'lexeme', lexeme: 'stuff', prefix: false },
          },
        },
      },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'cat', prefix: false },
        right: { kind: 'lexeme', lexeme: 'dog', prefix: false },
      },
    });
    expect(parseTsquery(`'a':*AB & !'b' <2> 'it''s \\\\ x'`)).toEqual({
      kind: 'and',
      left: { kind: 'lexeme', lexeme: 'a', prefix: true },
      right: {
        kind: 'phrase',
        distance: 2,
        left: { kind: 'not', arg: { kind: 'lexeme', lexeme: 'b', prefix: false } },
        right: { kind: 'lexeme', lexeme: "it's \\ x", prefix: false },
      },
    });
    expect(parseTsquery('')).toBeNull();
  });
});

describe('whether the statistics hold a search', () => {
  const lexemes = ['brand', 'design', 'logo', 'play'];

  it('holds words and prefixes of the lexemes they keep, and what a negation leaves', () => {
    expect(isEstimable(`'logo' & ( 'desi':* | 'desir' )`, lexemes)).toBe(true);
    expect(isEstimable(`'play' <-> 'logo'`, lexemes)).toBe(true);
    expect(isEstimable(`'zebra':* | 'logo'`, lexemes)).toBe(true);
    expect(isEstimable(`!'zebra'`, lexemes)).toBe(true);
  });

  it('does not hold a search every match of which needs a word they do not keep', () => {
    expect(isEstimable(`'zebra':* | 'zebral' | 'zebrat'`, lexemes)).toBe(false);
    expect(isEstimable(`'logo' & 'desgin':*`, lexemes)).toBe(false);
    expect(isEstimable(`'logo' <-> 'zebra'`, lexemes)).toBe(false);
    expect(isEstimable(`'logo' & 'brandy'`, lexemes)).toBe(false);
    expect(isEstimable('', lexemes)).toBe(false);
    expect(isEstimable(`'logo'`, [])).toBe(false);
  });
});

describe('the words of a search corrected to those the statistics hold', () => {
  const lexemes = ['art', 'brand', 'design', 'logo', 'translat'];

  it('replaces a word they do not hold by the nearest they do, a slip or two away by its length', () => {
    expect(correctedWords(`'desgin'`, lexemes)).toBe(`'design'`);
    expect(correctedWords(`'logo' & 'desgin'`, lexemes)).toBe(`( 'logo' & 'design' )`);
    expect(correctedWords(`'trnslate'`, lexemes)).toBe(`'translat'`);
    expect(correctedWords(`'bran'`, ['bran', 'brand', 'bland'])).toBeNull();
    expect(correctedWords(`'brnd'`, ['band', 'brand', 'bread'])).toBe(`( 'band' | 'brand' )`);
    // 'desing' is stemmed 'dese': its typed word is corrected instead.
    expect(correctedWords(`'logo' & 'dese'`, lexemes, ['Logo', 'Desing'])).toBe(`( 'logo' & 'design' )`);
  });

  it('corrects a word the stemmer cuts short from the forms of the lexemes, never from forms not given', () => {
    // 'afforadble' (stemmed 'afforadbl') is four letters from 'afford', one swap from its form 'affordable'.
    const forms = [{ form: 'affordable', lexeme: 'afford' }];
    expect(correctedWords(`'logo' & 'afforadbl'`, [...lexemes, 'afford'], ['logo', 'afforadble'], forms)).toBe(
      `( 'logo' & 'afford' )`,
    );
    expect(correctedWords(`'afforadbl'`, [...lexemes, 'afford'], ['afforadble'])).toBeNull();
  });

  it('leaves a search alone when every word is held, a word is short, or one is near none', () => {
    expect(correctedWords(`'logo' & 'design'`, lexemes)).toBeNull();
    expect(correctedWords(`'arx'`, lexemes)).toBeNull();
    expect(correctedWords(`'logo' & 'zebra'`, lexemes)).toBeNull();
    expect(correctedWords('', lexemes)).toBeNull();
  });
});

describe('the parts of a search with a phrase', () => {
  it('names a phrase of two words, or a hyphenated word, by its pairs alone', () => {
    expect(phraseParts(`'play' <-> 'logo'`)).toEqual({ pairs: `'play logo'`, loose: null, lossy: false });
    expect(phraseParts(`'modern' & 'play' <-> 'logo'`)).toEqual({
      pairs: `'play logo'`,
      loose: `'modern'`,
      lossy: false,
    });
    expect(phraseParts(`'eye-catch' <-> 'eye' <-> 'catch'`)).toEqual({
      pairs: `'eye-catch eye' & 'eye catch'`,
      loose: null,
      lossy: false,
    });
    // Each part is stemmed on its own: 'mobile-friendly' is 'mobile-friend', then 'mobil' and 'friend'.
    expect(phraseParts(`'mobile-friend' <-> 'mobil' <-> 'friend'`)).toEqual({
      pairs: `'mobile-friend mobil' & 'mobil friend'`,
      loose: null,
      lossy: false,
    });
  });

  it('tests on search what its pairs and loose words may let through', () => {
    expect(phraseParts(`'song' <-> 'essay' <-> 'build'`)).toEqual({
      pairs: `'song essay' & 'essay build'`,
      loose: null,
      lossy: true,
    });
    expect(phraseParts(`'logo' <2> 'websit'`)).toEqual({ pairs: null, loose: `( 'logo' & 'websit' )`, lossy: true });
    expect(phraseParts(`'cat' | 'play' <-> 'logo'`)).toEqual({
      pairs: null,
      loose: `( 'cat' | ( 'play' & 'logo' ) )`,
      lossy: true,
    });
    // A negated phrase is never loosened: that would leave out gigs that hold its words apart.
    expect(phraseParts(`'essay' & !( 'song' <-> 'essay' )`)).toEqual({ pairs: null, loose: `'essay'`, lossy: true });
    expect(phraseParts(`'logo' & 'design'`)).toBeNull();
  });
});

describe('the words of a search with its phrases loosened', () => {
  it('turns each phrase into its words, for a walk to test before the pairs', () => {
    expect(phraseFree(`'play' <-> 'logo'`)).toBe(`( 'play' & 'logo' )`);
    expect(phraseFree(`'cat' | 'play' <-> 'logo'`)).toBe(`( 'cat' | ( 'play' & 'logo' ) )`);
    expect(phraseFree(`'logo' & !'zebra'`)).toBe(`( 'logo' & !( 'zebra' ) )`);
  });

  it('gives nothing when a phrase is negated: its words apart must still match', () => {
    expect(phraseFree(`'essay' & !( 'song' <-> 'essay' )`)).toBeNull();
  });
});

describe('a prefix spelled out as the lexemes it begins (decision 0112)', () => {
  it('names the prefixes a query holds, each once, wherever they are', () => {
    expect(prefixLexemes(`'media' & 'birthday':*`)).toEqual(['birthday']);
    expect(prefixLexemes(`'logo' & ( 'desi':* | 'design' )`)).toEqual(['desi']);
    expect(prefixLexemes(`!'free':* & ( 'cat':* | 'cat':* )`)).toEqual(['free', 'cat']);
    expect(prefixLexemes(`'logo' & 'design'`)).toEqual([]);
    expect(prefixLexemes('')).toEqual([]);
  });

  it('replaces each named prefix by its lexemes joined by or, and leaves the rest as written', () => {
    const lexemes = new Map([
      ['birthday', ['birthday']],
      ['desi', ['design', 'designer']],
    ]);
    expect(spelledOut(`'media' & 'birthday':*`, lexemes)).toBe(`( 'media' & 'birthday' )`);
    expect(spelledOut(`'logo' & ( 'desi':* | 'design' )`, lexemes)).toBe(
      `( 'logo' & ( ( 'design' | 'designer' ) | 'design' ) )`,
    );
    // Not named, or named with no lexeme: still a prefix. Quotes and backslashes stay quoted.
    expect(
      spelledOut(
        `'zebra':* & !'desi':*`,
        new Map([
          ['zebra', []],
          ['desi', ["o'neil\\s"]],
        ]),
      ),
    ).toBe(`( 'zebra':* & !( 'o''neil\\\\s' ) )`);
    expect(spelledOut('', lexemes)).toBe('');
  });
});
