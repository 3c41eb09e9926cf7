import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// The classes are defined in styles.css (.btn, .btn-{variant}, .btn-size-{size}).
export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {},
): string {
  return cn('btn', `btn-${options.variant ?? 'default'}`, `btn-size-${options.size ?? 'default'}`, options.className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button. For a link that looks like a button, put `buttonClasses(...)` on the <Link>. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />;
}
