import { zodResolver } from '@hookform/resolvers/zod';
import { reasonBodySchema, type ReasonBody } from '@teenfreelance/contracts/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form of one field, the reason an admin action carries, checked by the server's own schema. */
export function useReasonForm() {
  return useForm<z.input<typeof reasonBodySchema>, unknown, ReasonBody>({
    resolver: zodResolver(reasonBodySchema),
    defaultValues: { reason: '' },
  });
}
