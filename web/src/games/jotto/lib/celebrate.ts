import { confettiBursts } from '../../../lib/confetti';

/** Confetti for a solve or a win, from both sides of the screen. */
export async function celebrate(): Promise<void> {
  const burst = { particleCount: 90, spread: 75 };
  await confettiBursts([
    { ...burst, origin: { x: 0.25, y: 0.65 }, angle: 60 },
    { ...burst, origin: { x: 0.75, y: 0.65 }, angle: 120 },
  ]);
}
