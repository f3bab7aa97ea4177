import { z } from 'zod';

/** GET /api/config: operator settings the web app needs. Unset ones are null and their features stay off. */
export const SiteConfig = z.object({
  supportEmail: z.string().nullable(),
  adsClientId: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
