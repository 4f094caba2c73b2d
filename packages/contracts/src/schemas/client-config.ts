import { z } from 'zod';

/**
 * What the browser may know of the deployment's outside services. Both are null unless the operator sets them,
 * and then nothing is loaded or sent anywhere.
 */
export const ClientConfigSchema = z.object({
  /** The analytics measurement id (a Google tag id such as G-XXXXXXX). */
  analyticsId: z.string().nullable(),
  /** The public error-reporting DSN; it is meant to be shipped to browsers. */
  sentryDsn: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
