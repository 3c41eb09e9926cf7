import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

const links = (text: string) => linkify(text).filter((part) => part.kind === 'link');

describe('linkify', () => {
  it('finds an address inside text and keeps the text around it', () => {
    expect(linkify('see https://example.com/a?b=1 for details')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' for details' },
    ]);
  });

  it('leaves sentence punctuation and an unmatched closing bracket out of the address', () => {
    expect(links('Look at http://example.com/page.')).toEqual([
      { kind: 'link', text: 'http://example.com/page', href: 'http://example.com/page' },
    ]);
    expect(links('(see https://example.com/x), ok?!')[0]?.text).toBe('https://example.com/x');
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar)')[0]?.text).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
    expect(linkify('Look at http://example.com/page.').at(-1)).toEqual({ kind: 'text', text: '.' });
  });

  it('never makes javascript:, data: or other schemes into links', () => {
    for (const text of [
      'javascript:alert(1)',
      'click javascript://example.com/%0Aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'ftp://example.com/file',
      'vbscript:msgbox(1)',
    ]) {
      expect(links(text)).toEqual([]);
      expect(
        linkify(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('does not treat a scheme glued to other words as an address', () => {
    expect(links('xhttps://example.com')).toEqual([]);
    expect(links('https://')).toEqual([]);
  });
});
