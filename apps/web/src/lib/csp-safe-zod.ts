import type { $ZodConfig } from 'zod/v4/core';

// The site's Content-Security-Policy allows no eval. zod (the API schemas that pages load) would
// probe for eval with `new Function` to speed up object parsing, and the browser reports the
// blocked probe as a violation. Imported first by main.tsx: the setting must precede every schema.
//
// Set through the global object zod reads its configuration from (what `z.config()` writes to,
// shared by every copy of zod), so the first screen does not download zod just to configure it:
// zod arrives later, with the first schema a page needs.
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
