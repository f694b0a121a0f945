import { z } from 'zod';

const partStatus = z.enum(['ok', 'down']);

export const healthSchema = z
  .object({
    status: partStatus,
    database: partStatus,
    queue: partStatus,
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
