import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';

export interface CarouselImage {
  /** The large picture (1200 x 800). */
  src: string;
  /** The small picture for the thumbnail strip (240 x 160). */
  thumbSrc: string;
  width: number;
  height: number;
}

/** The index after moving `step` from `index` in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** The gig's title, for the pictures' alternative text. */
  title: string;
}

/**
 * The gig's pictures, one at a time: Previous and Next wrap around at both
 * ends, the arrow keys do the same when the carousel has focus, and the
 * thumbnails jump to a picture.
 */
export function ImageCarousel({ images, title }: ImageCarouselProps) {
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const index = Math.min(current, Math.max(count - 1, 0));
  const image = images[index];

  if (!image) {
    return <div className="aspect-[3/2] rounded-xl bg-muted" aria-hidden="true" />;
  }

  const go = (step: number) => setCurrent(wrapIndex(index, step, count));
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${title}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl bg-muted">
        <img
          src={image.src}
          alt={count > 1 ? `${title}, picture ${index + 1} of ${count}` : title}
          width={image.width}
          height={image.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-[3/2] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow focus-ring hover:bg-background"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next image"
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow focus-ring hover:bg-background"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p aria-live="polite" className="sr-only">
              Picture {index + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((item, position) => (
            <li key={item.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(position)}
                aria-label={`Show picture ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-md border-2 focus-ring',
                  position === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={item.thumbSrc}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
