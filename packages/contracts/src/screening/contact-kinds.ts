/** What a minor is shown where a contact detail was. */
export const MASK = '[contact details hidden]';

/** The kinds of contact detail the screening finds. */
export type ContactKind = 'email' | 'phone' | 'address' | 'link' | 'handle';

/** A found contact detail: [start, end) in the text it was found in. */
export interface ContactSpan {
  start: number;
  end: number;
  kind: ContactKind;
}
