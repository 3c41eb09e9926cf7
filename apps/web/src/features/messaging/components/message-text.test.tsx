import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

describe('MessageText', () => {
  it('makes http(s) addresses links that open safely in a new tab', () => {
    render(<MessageText text="My portfolio: https://example.com/work." />);
    const link = screen.getByRole('link', { name: 'https://example.com/work' });
    expect(link).toHaveAttribute('href', 'https://example.com/work');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows markup and other schemes as plain text', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> javascript:alert(2)'} />,
    );
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
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
