/**
 * zod, evaluated on its own before any schema built with it (issue 15). Its own evaluation and the
 * building of a game's schemas are each some 50 ms of a throttled phone's main thread: in one task,
 * as importing a schemas/ folder alone would run them, they made one of over 100 ms, blocking the
 * page just after its first paint (Lighthouse's TBT). Loaded first, then the schemas in a later
 * task, each stays near the 50 ms a task may take before it blocks.
 */
let loaded: Promise<void> | null = null;

/** Resolves once zod has been evaluated and the task that did it has ended. */
export function zodLoaded(): Promise<void> {
  // This module, not 'zod' itself: the entry holds zod's index module (proto's modules import it,
  // their schemas dropped), so the bundler made `import('zod')` an empty object there, and zod was
  // evaluated after all with the first schemas, in their task (seen in a trace).
  loaded ??= import('./zodSetup').then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}
