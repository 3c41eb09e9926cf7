import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

// Dark enough for white initials at 4.5:1 or better.
const COLOURS = ['#4338ca', '#7c3aed', '#be185d', '#b91c1c', '#c2410c', '#047857', '#0e7490', '#1d4ed8'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? '#4338ca';
}

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
  /** Decorative when the name is printed next to it (the default). */
  decorative?: boolean;
}

/** The user's picture, or a locally drawn circle with their initials (no third-party service). */
export function Avatar({ name, src, size = 'md', className, decorative = true }: AvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (src && !hasFailed) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        className={cn(classes, 'object-cover')}
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <span
      className={cn(classes, 'font-semibold text-white select-none')}
      style={{ backgroundColor: colourOf(name) }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
