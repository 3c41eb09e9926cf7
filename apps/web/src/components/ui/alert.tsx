import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  error: 'border-destructive/40 bg-destructive-soft text-destructive',
  info: 'border-primary/30 bg-primary-soft text-primary-soft-foreground',
  success: 'border-success/40 bg-success-soft text-success',
} as const;

/** A message box. Errors are announced (role alert); other variants are polite status messages. */
export function Alert({
  variant = 'info',
  className,
  ...props
}: ComponentProps<'div'> & { variant?: keyof typeof variants }) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-4 py-3 text-sm', variants[variant], className)}
      {...props}
    />
  );
}
