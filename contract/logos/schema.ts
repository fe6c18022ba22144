import { z } from 'zod';

/** A stored logo's file name in its address: the SHA-256 of its bytes in hex, then .svg or .webp (rules.ts, logoPath). */
export const logoFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(svg|webp)$/, 'The logo address is not one this server gives out'),
});
export type LogoFileParams = z.infer<typeof logoFileParams>;
