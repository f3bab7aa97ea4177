import { confettiBursts } from '../../lib/confetti';
/** Confetti bursts of a milestone come 300 ms apart (docs/rules.md#wordree-scoring). */
const BURST_GAP_MS = 300;
const COLOURS = ['#0f9d8c', '#5b3fd9', '#f08c00', '#e64980', '#ffd43b'];

let audio: AudioContext | null = null;

/** Browsers start audio only after a gesture; every celebration follows one (a submitted word). */
function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

/** A short synthesized note with a soft attack and decay: no audio files to download. */
function note(frequency: number, startIn: number, duration: number, volume = 0.12) {
  const context = audioContext();
  if (!context) return;
  const start = context.currentTime + startIn;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

const arpeggio = (frequencies: number[], step: number, duration: number) =>
  frequencies.forEach((frequency, index) => note(frequency, index * step, duration));

export const sounds = {
  /** Each further 50 points. */
  step: () => arpeggio([784, 1047], 0.08, 0.18),
  /** 250, 500, 1000: a longer rising chord for each higher milestone. */
  milestone: (level: number) =>
    arpeggio([523, 659, 784, 1047, 1319, 1568].slice(0, 3 + level), 0.09, 0.35),
  /** The puzzle's target score. */
  target: () => arpeggio([392, 523, 659, 784, 1047], 0.07, 0.45),
};

/** A milestone's `bursts` of confetti, BURST_GAP_MS apart, across the middle of the screen. */
export async function celebrationBursts(bursts: number): Promise<void> {
  await confettiBursts(
    Array.from({ length: bursts }, (_, index) => ({
      particleCount: 90,
      spread: 75,
      startVelocity: 42,
      origin: { x: 0.5 + (index - (bursts - 1) / 2) * 0.25, y: 0.65 },
      colors: COLOURS,
    })),
    BURST_GAP_MS,
  );
}
