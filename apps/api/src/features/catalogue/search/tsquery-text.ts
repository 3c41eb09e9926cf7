// A tsquery's text, as PostgreSQL writes it (`'logo' & ( 'desi':* | 'design' )`,
// `'play' <-> 'logo'`), read back into its tree: the search's parsed queries
// (db/text-search.ts) are tsquery texts, and the server reads which lexemes a
// search names and how they combine (decision 0076) without another round trip.

export type QueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'not'; arg: QueryNode }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  /** `left <distance> right`: `<->` is distance 1. */
  | { kind: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

/** One token of a tsquery's text. */
type Token =
  | { type: 'lexeme'; lexeme: string; prefix: boolean }
  | { type: '&' | '|' | '!' | '(' | ')' }
  | { type: 'phrase'; distance: number };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === ' ') i += 1;
    else if (c === "'") {
      // A quoted lexeme: `''` is a quote, a backslash takes the next character as it is.
      let lexeme = '';
      i += 1;
      while (i < text.length) {
        const d = text[i] ?? '';
        if (d === '\\') {
          lexeme += text[i + 1] ?? '';
          i += 2;
        } else if (d === "'" && text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else if (d === "'") {
          i += 1;
          break;
        } else {
          lexeme += d;
          i += 1;
        }
      }
      // A suffix: `:*` for a prefix, letters A-D for weights, in any order.
      let prefix = false;
      if (text[i] === ':') {
        i += 1;
        while (i < text.length && /[*A-Da-d]/.test(text[i] ?? '')) {
          if (text[i] === '*') prefix = true;
          i += 1;
        }
      }
      out.push({ type: 'lexeme', lexeme, prefix });
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      if (end < 0) throw new Error(`unclosed phrase operator in tsquery ${text}`);
      const inner = text.slice(i + 1, end);
      out.push({ type: 'phrase', distance: inner === '-' ? 1 : Number(inner) });
      i = end + 1;
    } else if (c === '&' || c === '|' || c === '!' || c === '(' || c === ')') {
      out.push({ type: c });
      i += 1;
    } else throw new Error(`unexpected ${c} in tsquery ${text}`);
  }
  return out;
}

/**
 * The tree of a tsquery's text, or null for an empty query (a search of stop
 * words only). Precedence as PostgreSQL's: `!`, then the phrase operators,
 * then `&`, then `|`; its text puts parentheses wherever they differ.
 */
export function parseTsquery(text: string): QueryNode | null {
  const list = tokens(text);
  if (list.length === 0) return null;
  let at = 0;
  const peek = () => list[at];
  const take = () => list[at++];

  function or(): QueryNode {
    let left = and();
    while (peek()?.type === '|') {
      take();
      left = { kind: 'or', left, right: and() };
    }
    return left;
  }
  function and(): QueryNode {
    let left = phrase();
    while (peek()?.type === '&') {
      take();
      left = { kind: 'and', left, right: phrase() };
    }
    return left;
  }
  function phrase(): QueryNode {
    let left = unary();
    for (let next = peek(); next?.type === 'phrase'; next = peek()) {
      take();
      left = { kind: 'phrase', distance: next.distance, left, right: unary() };
    }
    return left;
  }
  function unary(): QueryNode {
    const token = take();
    if (token?.type === '!') return { kind: 'not', arg: unary() };
    if (token?.type === '(') {
      const inner = or();
      if (take()?.type !== ')') throw new Error(`unbalanced parentheses in tsquery ${text}`);
      return inner;
    }
    if (token?.type === 'lexeme') return { kind: 'lexeme', lexeme: token.lexeme, prefix: token.prefix };
    throw new Error(`unexpected end of tsquery ${text}`);
  }

  const tree = or();
  if (at !== list.length) throw new Error(`unexpected text after tsquery ${text}`);
  return tree;
}

/** A lexeme as a tsquery's text quotes it. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The text of a tree, which PostgreSQL casts back to the same query (every operation in parentheses). */
export function formatTsquery(node: QueryNode): string {
  switch (node.kind) {
    case 'lexeme':
      return `${quoted(node.lexeme)}${node.prefix ? ':*' : ''}`;
    case 'not':
      return `!( ${formatTsquery(node.arg)} )`;
    case 'and':
    case 'or':
      return `( ${formatTsquery(node.left)} ${node.kind === 'and' ? '&' : '|'} ${formatTsquery(node.right)} )`;
    case 'phrase':
      return `( ${formatTsquery(node.left)} <${node.distance === 1 ? '-' : node.distance}> ${formatTsquery(node.right)} )`;
  }
}

/** A lexeme of a tsquery's tree. */
export type LexemeNode = Extract<QueryNode, { kind: 'lexeme' }>;

/** The tree with each lexeme replaced by what `replace` makes of it, its operators kept. */
export function mapLexemes(node: QueryNode, replace: (lexeme: LexemeNode) => QueryNode): QueryNode {
  switch (node.kind) {
    case 'lexeme':
      return replace(node);
    case 'not':
      return { ...node, arg: mapLexemes(node.arg, replace) };
    default:
      return { ...node, left: mapLexemes(node.left, replace), right: mapLexemes(node.right, replace) };
  }
}

/** Exact lexemes joined by `|` (one alone is itself), or null for none. */
export function anyOf(lexemes: readonly string[]): QueryNode | null {
  const [first, ...others] = lexemes.map((lexeme): QueryNode => ({ kind: 'lexeme', lexeme, prefix: false }));
  return first ? others.reduce((left, right) => ({ kind: 'or', left, right }), first) : null;
}

/** The prefixes a query's text holds (`'desi':*`), each once, in the order written. */
export function prefixLexemes(text: string): string[] {
  const found = new Set<string>();
  const note = (node: LexemeNode): QueryNode => {
    if (node.prefix) found.add(node.lexeme);
    return node;
  };
  const tree = parseTsquery(text);
  if (tree) mapLexemes(tree, note);
  return [...found];
}

/**
 * The query with each prefix `lexemes` names spelled out as the lexemes it begins (`'desi':*` →
 * `( 'design' | 'designer' )`; decision 0112): the same matches when those are every lexeme the
 * gigs hold that begins with it. A prefix it does not name stays.
 */
export function spelledOut(text: string, lexemes: ReadonlyMap<string, readonly string[]>): string {
  const spell = (node: LexemeNode) => (node.prefix ? anyOf(lexemes.get(node.lexeme) ?? []) : null) ?? node;
  const tree = parseTsquery(text);
  return tree ? formatTsquery(mapLexemes(tree, spell)) : text;
}

/**
 * How a search with phrases is tested (decision 0076): `pairs`, the word
 * pairs its phrases need, on `search_pairs` (null when none can be named);
 * `loose`, the rest of its words with its other phrases as plain `&`, on
 * `search_keys` (null when nothing is left); and `lossy`, true when those two
 * together may let through a gig the phrase does not match, which is then
 * tested on `search` itself. A phrase of two words ('playful logo' →
 * `'play' <-> 'logo'`) or a hyphenated word (`'eye-catch' <-> 'eye' <->
 * 'catch'`, always written whole by the parser) needed by the whole search
 * (not under `|` or `!`) is exactly its pairs; a longer phrase needs its
 * pairs but may hold them apart.
 */
export interface PhraseParts {
  pairs: string | null;
  loose: string | null;
  lossy: boolean;
}

/** The parts of a search's words query that holds a phrase, or null when it holds none. */
export function phraseParts(words: string): PhraseParts | null {
  const tree = parseTsquery(words);
  if (!tree || !hasPhrase(tree)) return null;
  const pairs: string[] = [];
  let lossy = false;
  // Phrases needed by the whole search are named by their pairs and leave the loose words.
  const needed = (node: QueryNode): QueryNode | null => {
    if (node.kind === 'and') {
      const left = needed(node.left);
      const right = needed(node.right);
      return left && right ? { ...node, left, right } : (left ?? right);
    }
    if (node.kind !== 'phrase') return loosened(node);
    const leaves = chain(node);
    if (!leaves || leaves.length < 2) return loosened(node);
    for (let i = 1; i < leaves.length; i += 1) pairs.push(quotedPair(leaves[i - 1] ?? '', leaves[i] ?? ''));
    // A hyphenated word ('mobile-friendly') is the word whole, then its parts
    // ('mobile-friend' <-> 'mobil' <-> 'friend', each part stemmed on its
    // own): the parser writes them only together, so its pairs are exact.
    const [first = '', ...parts] = leaves;
    if (leaves.length > 2 && first.split('-').length !== parts.length) lossy = true;
    return null;
  };
  // Elsewhere a phrase is loosened to `&`, which lets through more, and the
  // search tested on `search` as well; a negated phrase cannot be loosened
  // (that would leave out more), so the negation is left to `search` whole.
  const loosened = (node: QueryNode): QueryNode | null => {
    switch (node.kind) {
      case 'lexeme':
        return node;
      case 'not':
        if (!hasPhrase(node.arg)) return node;
        lossy = true;
        return null;
      case 'phrase':
      case 'and': {
        if (node.kind === 'phrase') lossy = true;
        const left = loosened(node.left);
        const right = loosened(node.right);
        return left && right ? { kind: 'and', left, right } : (left ?? right);
      }
      case 'or': {
        const left = loosened(node.left);
        const right = loosened(node.right);
        return left && right ? { ...node, left, right } : null;
      }
    }
  };
  const rest = needed(tree);
  return { pairs: pairs.length > 0 ? pairs.join(' & ') : null, loose: rest ? formatTsquery(rest) : null, lossy };
}

/**
 * The words of a search with every phrase loosened to `&`, which every gig
 * the search matches also matches, for a walk to test on `search_keys` (in
 * the walk indexes) before it reads a gig's pairs from the table (decision
 * 0076); null when a phrase is negated, since loosening it would then leave
 * gigs out.
 */
export function phraseFree(words: string): string | null {
  const tree = parseTsquery(words);
  const loosen = (node: QueryNode): QueryNode | null => {
    switch (node.kind) {
      case 'lexeme':
        return node;
      case 'not':
        return hasPhrase(node.arg) ? null : node;
      case 'phrase':
      case 'and':
      case 'or': {
        const left = loosen(node.left);
        const right = loosen(node.right);
        if (!left || !right) return null;
        return { kind: node.kind === 'or' ? 'or' : 'and', left, right };
      }
    }
  };
  const loosened = tree ? loosen(tree) : null;
  return loosened ? formatTsquery(loosened) : null;
}

/** The lexemes of a phrase one apart each (`a <-> b <-> c`), or null for any other shape. */
function chain(node: QueryNode): string[] | null {
  if (node.kind === 'lexeme') return node.prefix ? null : [node.lexeme];
  if (node.kind !== 'phrase' || node.distance !== 1 || node.right.kind !== 'lexeme' || node.right.prefix) return null;
  const left = chain(node.left);
  return left ? [...left, node.right.lexeme] : null;
}

function hasPhrase(node: QueryNode): boolean {
  if (node.kind === 'phrase') return true;
  if (node.kind === 'lexeme') return false;
  if (node.kind === 'not') return hasPhrase(node.arg);
  return hasPhrase(node.left) || hasPhrase(node.right);
}

/** A pair of lexemes as search_pairs holds it (migration 0028), quoted for a tsquery's text. */
const quotedPair = (left: string, right: string) => quoted(`${left} ${right}`);
