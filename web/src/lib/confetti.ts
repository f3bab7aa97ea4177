import type { Options } from 'canvas-confetti';

/**
 * Above the page (and the cookie banner, 30) but under a dialog's overlay (40): a results
 * dialog's figures stay readable while the confetti falls behind it (docs/rules.md).
 */
const CONFETTI_LAYER = '35';

/**
 * Fires `bursts`, `gapMs` apart, on a canvas of their own under the dialogs, which leaves the page
 * once the last has fallen. The library loads with the first celebration, not with the game.
 * Nothing falls for a player who asks for reduced motion.
 */
export async function confettiBursts(bursts: Options[], gapMs = 0): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: CONFETTI_LAYER,
  });
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const falling = bursts.map(
    (burst, index) =>
      new Promise<void>((done) =>
        window.setTimeout(() => {
          void Promise.resolve(fire({ disableForReducedMotion: true, ...burst })).then(() =>
            done(),
          );
        }, index * gapMs),
      ),
  );
  await Promise.all(falling);
  canvas.remove();
}
