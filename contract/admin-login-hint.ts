import { z } from 'zod';

/** Development only: the default administrator's sign-in, shown as a hint on the admin login screen. */
export const adminLoginHint = z.object({ username: z.string(), password: z.string() });
export type AdminLoginHint = z.infer<typeof adminLoginHint>;
