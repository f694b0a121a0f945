import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    // `.only` fails the run (Vitest's default allows it outside CI); npm test refuses it too.
    allowOnly: false,
  },
});
