import { sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { distance, slipsAllowed, type WordForm } from './lexeme-statistics.repository.ts';
import { recentlyUsedPer } from '../../../platform/recently-used.ts';

// The stemmer cuts a suffix off: 'affordable' is searched as 'afford',
// 'responsive' as 'respons', 'landing' as 'land'. A slip in such a word
// ('afforadble', 'responsiev', 'lnding') is then far from every held lexeme
// (four letters from 'afford'), though a slip or two from a form of one.
// Those forms are tried before the typo group falls back to titles
// (decision 0099).

/** Endings the English stemmer takes off a word, so a held lexeme plus one may be the word a person meant. */
const ENDINGS = [
  'e',
  's',
  'es',
  'ed',
  'ing',
  'er',
  'ers',
  'able',
  'ible',
  'ive',
  'ion',
  'ions',
  'ation',
  'ly',
  'ment',
  'ness',
  'ful',
  'al',
  'ity',
  'ist',
  'ism',
  'ize',
];

/** A held lexeme's forms: with each ending, and for a lexeme the stemmer ended in 'i' ('stori'), its 'y' and 'ies'. */
function formsOf(lexeme: string): string[] {
  const forms = ENDINGS.map((ending) => lexeme + ending);
  if (lexeme.endsWith('i')) forms.push(`${lexeme.slice(0, -1)}y`, `${lexeme.slice(0, -1)}ies`);
  return forms;
}

/** How many typed words' forms are kept for each list of held lexemes (it is read again each minute). */
const KEPT_WORDS = 10_000;

const keptForms = recentlyUsedPer<string, Promise<WordForm[]>>(KEPT_WORDS);

/**
 * The forms of held lexemes within slipsAllowed of a typed word, those the
 * English stemmer does stem to their lexeme ('postery' is not a form of
 * 'post'): only for a typo group whose words no held lexeme corrects, and
 * none when no form is near. Each word's forms are kept with the list of held
 * lexemes they were found in (a new list, read each minute, finds them
 * afresh), the KEPT_WORDS used most recently: finding them compares the word
 * with some 25,000 forms (about a tenth of the server's busy time for
 * searches in `bench api`, decision 0102), and checks those near in one
 * statement.
 */
export async function wordForms(db: DbOrTx, typed: readonly string[], lexemes: readonly string[]): Promise<WordForm[]> {
  const words = [...new Set(typed.map((word) => word.toLowerCase()))].filter((word) => slipsAllowed(word.length) > 0);
  const byWord = keptForms(lexemes);
  const found = await Promise.all(words.map((word) => byWord.keep(word, () => nearFormsOf(db, word, lexemes))));
  return found.flat();
}

/** The held lexemes' forms within slipsAllowed of one typed word that stem to their lexeme. */
async function nearFormsOf(db: DbOrTx, word: string, lexemes: readonly string[]): Promise<WordForm[]> {
  const slips = slipsAllowed(word.length);
  const near: WordForm[] = [];
  for (const lexeme of lexemes) {
    for (const form of formsOf(lexeme)) {
      if (Math.abs(form.length - word.length) <= slips && distance(word, form, slips) <= slips) {
        near.push({ form, lexeme });
      }
    }
  }
  if (near.length === 0) return [];
  return selectRows<{ form: string; lexeme: string }>(
    db,
    sql`select f.form, f.lexeme
          from json_to_recordset(${JSON.stringify(near)}::json) as f(form text, lexeme text)
         where ts_lexize('english_stem', f.form) = array[f.lexeme]`,
  );
}
