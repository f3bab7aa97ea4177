/** Confetti for a solve or a win; loaded on demand so the game chunk stays small. */
export async function celebrate(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const burst = { particleCount: 90, spread: 75, disableForReducedMotion: true };
  void confetti({ ...burst, origin: { x: 0.25, y: 0.65 }, angle: 60 });
  void confetti({ ...burst, origin: { x: 0.75, y: 0.65 }, angle: 120 });
}
