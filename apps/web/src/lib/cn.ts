/** Joins class names, skipping falsy values. Components order classes so later ones refine earlier ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
