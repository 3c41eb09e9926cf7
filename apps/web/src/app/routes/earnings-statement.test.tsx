import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earningsStatement } from '../../features/dashboards/testing/fixtures.ts';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import EarningsStatementRoute from './earnings-statement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const freelancer = userWith('freelancer');
const location = () => screen.getByTestId('location').textContent;
const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the yearly earnings statement', () => {
  it("shows the year's totals, months and lines, prints, downloads and switches years", async () => {
    const sent = stubApi(freelancer, {
      'GET /api/dashboard/earnings/statement?year=2026': earningsStatement(),
      'GET /api/dashboard/earnings/statement?year=2025': earningsStatement({
        year: 2025,
        totals: { earnedCents: 0, clearedCents: 0, withdrawnCents: 0 },
        lines: [],
      }),
    });
    // happy-dom has no print dialog: the page's Print button asks the browser's.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderWithRouter(<EarningsStatementRoute />, { path: '/dashboard/earnings/statement?year=2026' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings statement 2026' })).toBeInTheDocument();
    expect(screen.getByText('Finn Freelancer')).toBeInTheDocument();
    expect(total('Earned')).toBe('$175.00');
    expect(total('Fees')).toBe('None');
    expect(total('Cleared')).toBe('$100.00');
    expect(total('Withdrawn')).toBe('$60.00');
    expect(screen.getByText(/you keep the whole price\. Earnings are available 7 days after/)).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Month by month' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: /Nov/ })).toHaveTextContent('$175.00$100.00$60.00');
    const lines = screen.getByRole('region', { name: 'Earnings history' });
    expect(within(lines).getAllByRole('row')).toHaveLength(5);
    expect(within(lines).getAllByRole('link', { name: 'Logo for a bakery' })[0]).toHaveAttribute('href', '/orders/o1');
    expect(screen.queryByRole('complementary', { name: /Tax note/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/earnings/lines.csv?year=2026',
    );

    const picker = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025']);
    await user.selectOptions(picker, '2025');
    expect(location()).toBe('/dashboard/earnings/statement?year=2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings statement 2025' })).toBeInTheDocument();
    expect(screen.getByText('Nothing happened in this year.')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([
      '/api/dashboard/earnings/statement?year=2026',
      '/api/dashboard/earnings/statement?year=2025',
    ]);
  });

  it('asks for this year without a year, and carries the note for a US seller past $400', async () => {
    stubApi(freelancer, {
      'GET /api/dashboard/earnings/statement': earningsStatement({ showFilingNote: true }),
    });
    renderWithRouter(<EarningsStatementRoute />, { path: '/dashboard/earnings/statement' });
    const note = await screen.findByRole('complementary', { name: 'Tax note for 2026' });
    expect(note).toHaveTextContent(
      'You earned $400 or more in 2026. In the US, a self-employed person, including a teen, may have to file a tax return. Show this statement to your parent or guardian.',
    );
    expect(within(note).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a buyer that statements are for freelancers, and a wrong year that there is none', async () => {
    const refused = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No', details: null } } };
    stubApi(userWith('buyer'), { 'GET /api/dashboard/earnings/statement': refused });
    const { unmount } = renderWithRouter(<EarningsStatementRoute />, { path: '/dashboard/earnings/statement' });
    expect(await screen.findByText('Only freelancers have earnings statements.')).toBeInTheDocument();
    unmount();

    const bad = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'No', details: null } } };
    stubApi(freelancer, { 'GET /api/dashboard/earnings/statement?year=NaN': bad });
    renderWithRouter(<EarningsStatementRoute />, { path: '/dashboard/earnings/statement?year=soon' });
    expect(await screen.findByText('There is no statement for that year.')).toBeInTheDocument();
  });
});
