/**
 * A rewritten text that remembers where each of its UTF-16 units came from
 * in the original, so a contact detail found in the normalised text can be
 * masked in the text as written.
 */
export interface MappedText {
  text: string;
  /** For each unit of `text`: where its source starts in the original. */
  from: number[];
  /** For each unit of `text`: where its source ends in the original (exclusive). */
  to: number[];
}

/** The text as it is: each unit maps to itself. */
export function identityText(text: string): MappedText {
  const from = Array.from({ length: text.length }, (_, i) => i);
  return { text, from, to: from.map((i) => i + 1) };
}

/** Each code point of `text` rewritten by `rewrite` (to nothing, itself, or other characters). */
export function rewriteCodePoints(text: string, rewrite: (char: string) => string): MappedText {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const replacement = rewrite(char);
    // A character rewritten to nothing (an invisible one, a keycap's mark) belongs to the one before it.
    if (replacement === '' && to.length > 0) to[to.length - 1] = index + char.length;
    out += replacement;
    for (let i = 0; i < replacement.length; i += 1) {
      from.push(index);
      to.push(index + char.length);
    }
    index += char.length;
  }
  return { text: out, from, to };
}

/**
 * Every match of the global `pattern` replaced by what `replace` returns;
 * the units of a replacement all map to the whole of what the match covered.
 */
export function replaceMapped(
  mapped: MappedText,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): MappedText {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let last = 0;
  for (const match of mapped.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const replacement = replace(match);
    if (replacement === match[0]) continue;
    out += mapped.text.slice(last, start);
    from.push(...mapped.from.slice(last, start));
    to.push(...mapped.to.slice(last, start));
    const origin = mapped.from[start] ?? 0;
    const originEnd = mapped.to[end - 1] ?? origin;
    out += replacement;
    for (let i = 0; i < replacement.length; i += 1) {
      from.push(origin);
      to.push(originEnd);
    }
    last = end;
  }
  if (last === 0) return mapped;
  out += mapped.text.slice(last);
  from.push(...mapped.from.slice(last));
  to.push(...mapped.to.slice(last));
  return { text: out, from, to };
}
