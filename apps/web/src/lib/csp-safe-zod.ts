// The site's Content-Security-Policy allows no eval. zod (the API schemas that pages load) would
// probe for eval with `new Function` to speed up object parsing, and the browser reports the
// blocked probe as a violation. Imported first by main.tsx: the setting must precede every schema.
import { config } from 'zod/v4/core';

config({ jitless: true });
