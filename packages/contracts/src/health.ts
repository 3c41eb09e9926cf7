import { z } from 'zod';

export const HEALTH_PATH = '/api/health';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
});
export type Health = z.infer<typeof healthSchema>;
