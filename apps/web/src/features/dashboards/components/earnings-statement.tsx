import { formatMoney } from '@teenfreelance/contracts/money';
import { SITE_NAME } from '@teenfreelance/contracts/pages';
import {
  EARNINGS_CSV_PATH,
  EARNINGS_TEXTS,
  type EarningsStatement as Statement,
} from '@teenfreelance/contracts/seller-earnings';
import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { EarningsLines } from './earnings-lines.tsx';
import { formatShortMonth } from './format.ts';
import { FilingNote } from './filing-note.tsx';

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg border p-3 print:rounded-none print:border-black">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-black">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function MonthTable({ statement }: { statement: Statement }) {
  const money = 'px-1.5 py-2 text-right tabular-nums sm:px-2 print:px-1 print:py-1';
  return (
    <table className="w-full text-sm print:text-xs">
      <caption className="sr-only">{EARNINGS_TEXTS.byMonth}</caption>
      <thead className="text-muted-foreground print:text-black">
        <tr className="border-b">
          <th scope="col" className="px-1.5 py-2 text-left font-medium sm:px-2 print:px-1">
            {EARNINGS_TEXTS.month}
          </th>
          <th scope="col" className={`${money} font-medium`}>
            {EARNINGS_TEXTS.earned}
          </th>
          <th scope="col" className={`${money} font-medium`}>
            {EARNINGS_TEXTS.cleared}
          </th>
          <th scope="col" className={`${money} font-medium`}>
            {EARNINGS_TEXTS.withdrawn}
          </th>
        </tr>
      </thead>
      <tbody>
        {statement.months.map((month) => (
          <tr key={month.month} className="border-b last:border-b-0 print:break-inside-avoid">
            <th scope="row" className="px-1.5 py-2 text-left font-normal sm:px-2 print:px-1 print:py-1">
              {formatShortMonth(month.month)}
            </th>
            <td className={money}>{formatMoney(month.earnedCents)}</td>
            <td className={money}>{formatMoney(month.clearedCents)}</td>
            <td className={money}>{formatMoney(month.withdrawnCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface EarningsStatementProps {
  statement: Statement;
  onYearChange: (year: number) => void;
}

/**
 * /dashboard/earnings/statement: a freelancer's year as a document to keep or
 * show a parent. On paper the site's header and footer and the controls are
 * left out (print:hidden), and it is black on white.
 */
export function EarningsStatement({ statement, onYearChange }: EarningsStatementProps) {
  const { year, totals } = statement;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 md:py-12 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <Link to={paths.dashboard.getHref('earnings')} className="text-sm text-link">
          {EARNINGS_TEXTS.backToEarnings}
        </Link>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="statement-year">{EARNINGS_TEXTS.statementYear}</Label>
            <Select
              id="statement-year"
              value={String(year)}
              onChange={(event) => onYearChange(Number(event.target.value))}
            >
              {statement.years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
          <a href={`${EARNINGS_CSV_PATH}?year=${year}`} download className={buttonClasses({ variant: 'outline' })}>
            <Download aria-hidden="true" className="size-4" />
            {EARNINGS_TEXTS.downloadCsv}
          </a>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {EARNINGS_TEXTS.print}
          </Button>
        </div>
      </div>

      <article
        aria-labelledby="statement-heading"
        className="grid gap-8 rounded-xl border bg-background p-4 shadow-sm sm:p-10 print:gap-5 print:border-0 print:p-0 print:text-black print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <p className="text-sm font-semibold text-primary print:text-black">{SITE_NAME}</p>
            <h1 id="statement-heading" className="text-3xl font-bold tracking-tight">
              {EARNINGS_TEXTS.statementHeading(year)}
            </h1>
          </div>
          <dl className="grid gap-1 text-sm sm:text-right">
            <div>
              <dt className="inline text-muted-foreground print:text-black">{EARNINGS_TEXTS.statementFor}: </dt>
              <dd className="inline font-medium">{statement.seller.name}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground print:text-black">{EARNINGS_TEXTS.statementGenerated}: </dt>
              <dd className="inline font-medium">{formatLongDate(statement.generatedAt)}</dd>
            </div>
          </dl>
        </header>

        {statement.showFilingNote && <FilingNote year={year} />}

        <section aria-labelledby="statement-totals" className="grid gap-3">
          <h2 id="statement-totals" className="text-lg font-semibold">
            {EARNINGS_TEXTS.totals}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Total label={EARNINGS_TEXTS.earned}>{formatMoney(totals.earnedCents)}</Total>
            <Total label={EARNINGS_TEXTS.fees}>{EARNINGS_TEXTS.feesNone}</Total>
            <Total label={EARNINGS_TEXTS.cleared}>{formatMoney(totals.clearedCents)}</Total>
            <Total label={EARNINGS_TEXTS.withdrawn}>{formatMoney(totals.withdrawnCents)}</Total>
          </dl>
          <p className="text-sm text-muted-foreground print:text-black">
            {EARNINGS_TEXTS.feesNote} {EARNINGS_TEXTS.clearingRule(statement.clearingDays)}
          </p>
        </section>

        <section aria-labelledby="statement-months" className="grid gap-3 print:break-inside-avoid">
          <h2 id="statement-months" className="text-lg font-semibold">
            {EARNINGS_TEXTS.byMonth}
          </h2>
          <MonthTable statement={statement} />
        </section>

        <section className="grid gap-3">
          <h2 id="statement-lines" className="text-lg font-semibold">
            {EARNINGS_TEXTS.lines}
          </h2>
          {statement.lines.length === 0 ? (
            <p className="text-sm text-muted-foreground print:text-black">{EARNINGS_TEXTS.noLinesInYear}</p>
          ) : (
            <EarningsLines lines={statement.lines} labelledBy="statement-lines" />
          )}
        </section>
      </article>
    </div>
  );
}
