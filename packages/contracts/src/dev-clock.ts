import { z } from 'zod';

/** POST /dev/clock (DEV_CLOCK=true only): how far to move the dev clock on. */
export const DevClockBodySchema = z.object({
  advanceMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
});
