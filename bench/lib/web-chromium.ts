// Debian's Chromium (installed by scripts/ensure-chromium.ts when missing), with the flags this
// closed network needs (ENVIRONMENT.md): nothing in the browser tries to reach outside hosts.
import { chromiumPath } from '../../scripts/ensure-chromium.ts';

export { chromiumPath };

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
