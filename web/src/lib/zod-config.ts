import { z } from 'zod';

// The page's Content-Security-Policy forbids eval. Without this, zod probes for it with `new
// Function`, and the browser reports that probe as a policy violation even though zod catches it.
z.config({ jitless: true });
