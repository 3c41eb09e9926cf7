import { DISGUISED_CONTACT_REFUSED } from '@teenfreelance/contracts/screening/contact-kinds';
import { screenText } from '@teenfreelance/contracts/screening/screen-text';
import { validationFailed } from '../../http/errors.ts';

/**
 * The one screening step for text that one person wrote and another reads
 * (docs/decisions/0062 and 0065). Every mapper, notification and email that
 * gives someone's text to a minor takes it through here: messages, the order
 * timeline and its files, reviews and replies, proposals, job posts, display
 * names, notifications and emails. `apps/api/src/minor-reads.test.ts` walks
 * every GET endpoint as a minor and fails when a new place does not.
 */

/** Who reads: only whether they are a minor matters. */
export interface Reader {
  isMinor: boolean;
}

/** A text as its reader is shown it. */
export interface ShownText {
  text: string;
  /** Contact details were replaced by `[contact details hidden]` (the web shows the masking notice). */
  masked: boolean;
}

/** Where a text is read. */
export interface ReadingPlace {
  reader: Reader;
  /**
   * A minor is one of the place's parties (a conversation, an order and its
   * review, a proposal): masked for both sides, as messages are (decision 0043).
   */
  minorTakesPart?: boolean;
}

export interface ReaderScreening {
  /** `text` as shown in `place`: contact details masked where a minor reads or takes part, otherwise as written. */
  shown(text: string, place: ReadingPlace): ShownText;
  /** `shown(text).text`, keeping null. */
  shownOrNull(text: string | null, place: ReadingPlace): string | null;
  /**
   * A person's display name as `reader` sees it. Names are refused with
   * contact details since decision 0062; names stored before are masked for a minor.
   */
  name(name: string, reader: Reader): string;
  /**
   * Refuses (400 VALIDATION_FAILED on `field`, DISGUISED_CONTACT_REFUSED) a text
   * a minor will read when the screening finds a disguise: channels without a
   * moderation queue cannot hold it, so the writer is told instead.
   */
  refuseDisguise(fields: Record<string, string | null | undefined>, towardMinor: boolean): void;
}

/** `text` as shown in `place` on the site at `ownHosts`: the step itself, for callers that hold the hosts. */
export function shownIn(text: string, { reader, minorTakesPart = false }: ReadingPlace, ownHosts: readonly string[]) {
  if (!reader.isMinor && !minorTakesPart) return { text, masked: false };
  const { text: masked, masked: isMasked } = screenText(text, { ownHosts });
  return { text: masked, masked: isMasked };
}

/** The screening of the site at `ownHosts` (PUBLIC_URL's host: links to our own pages are not contact details). */
export function createReaderScreening(ownHosts: readonly string[]): ReaderScreening {
  const shown = (text: string, place: ReadingPlace): ShownText => shownIn(text, place, ownHosts);
  return {
    shown,
    shownOrNull: (text, place) => (text === null ? null : shown(text, place).text),
    name: (name, reader) => shown(name, { reader }).text,
    refuseDisguise(fields, towardMinor) {
      if (!towardMinor) return;
      const issues = Object.entries(fields)
        .filter(([, text]) => text && screenText(text, { ownHosts }).disguised)
        .map(([path]) => ({ path, message: DISGUISED_CONTACT_REFUSED }));
      if (issues.length > 0) throw validationFailed(issues);
    },
  };
}
