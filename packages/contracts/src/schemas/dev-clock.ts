import { z } from 'zod';

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * POST /dev/clock (DEV_CLOCK=true only): how far to move the dev clock, in minutes; a journey moves it back by as much
 * when it is done, so the others' orders keep their real time.
 */
export const DevClockBodySchema = z.object({ advanceMinutes: z.number().int().min(-WEEK_MINUTES).max(WEEK_MINUTES) });
