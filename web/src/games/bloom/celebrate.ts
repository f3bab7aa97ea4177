import { confettiBursts } from '../../lib/confetti';
import { FLOWERS } from './flowers';

/** Confetti in the flowers' colours, behind the completion dialog. */
export async function celebrate() {
  await confettiBursts([
    {
      particleCount: 140,
      spread: 80,
      origin: { y: 0.55 },
      colors: FLOWERS.map((flower) => flower.color),
    },
  ]);
}
