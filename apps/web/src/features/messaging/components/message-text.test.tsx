import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

describe('MessageText', () => {
  it('makes http(s) addresses links that open safely in a new tab', () => {
    render(<MessageText text="My portfolio: https://example.com/work." />);
    const link = screen.getByRole('link', { name: 'https://example.com/work' });
    expect(link.getAttribute('href')).toBe('https://example.com/work');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows markup and other schemes as plain text', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> javascript:alert(2)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(
      '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> javascript:alert(2)',
    );
  });

  it('keeps line breaks the sender typed', () => {
    const { container } = render(<MessageText text={'line one\nline two'} />);
    expect(container.querySelector('p')?.className).toContain('whitespace-pre-wrap');
    expect(container.textContent).toBe('line one\nline two');
  });
});
