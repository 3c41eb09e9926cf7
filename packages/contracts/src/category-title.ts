/**
 * The explore header and title of a category: '{name} Services' (the
 * specification's wording), or the name alone when it already ends in the
 * word, so 'AI Services' is not 'AI Services Services'. Its own file, importing
 * nothing: the page table (pages.ts, in the web app's entry chunk) uses it.
 */
export function categoryServicesTitle(name: string): string {
  const trimmed = name.trim();
  return /\bservices$/i.test(trimmed) ? trimmed : `${trimmed} Services`;
}
