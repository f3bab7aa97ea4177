import { FLOWERS } from './flowers';

/** Confetti in the flowers' colours. The library loads with the finish, not with the game. */
export async function celebrate() {
  const { default: confetti } = await import('canvas-confetti');
  void confetti({
    particleCount: 140,
    spread: 80,
    origin: { y: 0.55 },
    colors: FLOWERS.map((flower) => flower.color),
    disableForReducedMotion: true,
  });
}
