import { screen } from '@testing-library/react';

/** The value shown for the figure named `label` (a <dt> and its <dd>). */
export function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
