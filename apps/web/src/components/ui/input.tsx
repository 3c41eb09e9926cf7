import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground ' +
  'focus-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type ?? 'text'} className={cn(fieldClasses, 'h-10 py-2', className)} {...props} />;
}
