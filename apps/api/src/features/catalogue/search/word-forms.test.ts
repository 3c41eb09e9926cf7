import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { wordForms } from './word-forms.ts';

// A slip in a word the stemmer cuts short is corrected from the held
// lexemes' forms (decision 0099); each word's forms are kept with the list of
// held lexemes they were found in (decision 0102).

describe('the held lexemes’ forms near a typed word', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle: database, dispose } = await createTestDatabase());
  });
  afterAll(() => dispose());

  it('finds the forms that stem to their lexeme, each word once', async () => {
    const forms = await wordForms(database.db, ['afforadble', 'AFFORADBLE', 'art'], ['afford', 'post']);
    expect(forms).toContainEqual({ form: 'affordable', lexeme: 'afford' });
    expect(forms.every((found) => found.lexeme === 'afford')).toBe(true);
    expect(new Set(forms.map((found) => found.form)).size).toBe(forms.length);
    // 'postery' is a slip from 'posterx', but the stemmer does not make it 'post'.
    expect(await wordForms(database.db, ['posterx'], ['afford', 'post'])).toEqual([]);
  });

  it('looks again in a new list of held lexemes, and keeps the answer for the same list', async () => {
    const before = ['design'];
    expect(await wordForms(database.db, ['responsiev'], before)).toEqual([]);
    const after = ['design', 'respons'];
    const found = await wordForms(database.db, ['responsiev'], after);
    expect(found).toContainEqual({ form: 'responsive', lexeme: 'respons' });
    // The same list answers from what it kept: the same forms, as the same objects.
    const again = await wordForms(database.db, ['responsiev'], after);
    expect(again).toEqual(found);
    expect(again[0]).toBe(found[0]);
    expect(await wordForms(database.db, ['responsiev'], before)).toEqual([]);
  });
});
