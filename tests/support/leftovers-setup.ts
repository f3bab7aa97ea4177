// Set up before each file of the projects that start servers (vitest.config.ts): whatever the
// file started and did not stop, a stack whose start outlived its hook's timeout above all, is
// killed at the file's end rather than loading every file after it (processes.ts).
import { afterAll } from 'vitest';
import { killLeftovers } from './processes';

// Registered before the file's own hooks, so it runs after them: a stack the file stops is gone.
afterAll(() => {
  const killed = killLeftovers();
  if (killed > 0) console.warn(`killed ${killed} processes this file started and left running`);
});
