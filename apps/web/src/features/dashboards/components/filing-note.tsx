import { EARNINGS_TEXTS } from '@teenfreelance/contracts/seller-earnings';
import { Info } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The plain note for a US seller whose year's net earnings reached $400: they
 * may have to file a tax return, and their parent or guardian should see the
 * statement. Printed with the statement (black on white).
 */
export function FilingNote({ year, statementHref }: { year: number; statementHref?: string }) {
  return (
    <aside
      aria-label={EARNINGS_TEXTS.filingNoteLabel(year)}
      className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm text-primary-soft-foreground print:border-black print:bg-transparent print:text-black"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {EARNINGS_TEXTS.filingNote(year)}
        {statementHref && (
          <>
            {' '}
            <Link to={statementHref} className="font-medium underline focus-ring">
              {EARNINGS_TEXTS.statementHeading(year)}
            </Link>
          </>
        )}
      </p>
    </aside>
  );
}
