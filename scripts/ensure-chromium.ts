// The browser tests drive Debian's Chromium (no browser download is possible here). Installs it
// with apt when it is missing and we are root; otherwise stops with one line saying how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium not found at ${chromiumPath}: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROMIUM_PATH, then run the tests again.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing the Debian package (apt-get install chromium)…');
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update', '-qq']).status !== 0 ||
    run(['install', '-y', '-qq', 'chromium']).status !== 0
  ) {
    console.error('Installing Chromium with apt-get failed; see the output above.');
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `apt-get installed chromium but ${chromiumPath} is still missing: set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
