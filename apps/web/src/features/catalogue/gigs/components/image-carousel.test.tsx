import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageCarousel, wrapIndex } from './image-carousel.tsx';

const images = [1, 2, 3].map((n) => ({ src: `/d${n}.webp`, thumbSrc: `/t${n}.webp`, width: 1200, height: 800 }));

function shownSource(): string | null {
  return screen.getByRole('img', { name: /picture \d of 3/ }).getAttribute('src');
}

describe('ImageCarousel', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('Previous from the first picture shows the last, Next from the last shows the first', async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} title="Logo design" />);
    expect(shownSource()).toBe('/d1.webp');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownSource()).toBe('/d3.webp');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownSource()).toBe('/d1.webp');
  });

  it('follows the arrow keys and the thumbnails', async () => {
    const user = userEvent.setup();
    render(<ImageCarousel images={images} title="Logo design" />);
    screen.getByRole('button', { name: 'Next image' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownSource()).toBe('/d3.webp');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownSource()).toBe('/d2.webp');
    await user.click(screen.getByRole('button', { name: 'Show picture 3' }));
    expect(shownSource()).toBe('/d3.webp');
  });

  it('shows one picture without controls', () => {
    render(<ImageCarousel images={images.slice(0, 1)} title="Logo design" />);
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo design' })).toBeInTheDocument();
  });
});
