import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { SEARCH_DEBOUNCE_MS, useJobsFilters } from './use-jobs-filters.ts';

function JobsControls() {
  const { text, onSearchChange, onCategoryChange } = useJobsFilters();
  return (
    <>
      <input aria-label="Search jobs" value={text} onChange={(event) => onSearchChange(event.target.value)} />
      <button type="button" onClick={() => onCategoryChange('writing')}>
        Writing
      </button>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the /jobs filters in the URL', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keep a category picked while a typed search waits to apply, and the search once it applies', () => {
    renderWithRouter(<JobsControls />, { path: '/jobs' });
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'essay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Writing' }));
    expect(location()).toBe('/jobs?category=writing');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(location()).toBe('/jobs?category=writing&q=essay');
  });
});
