import { describe, expect, it } from 'vitest';
import { WORDREE_DIFFICULTIES, type PlayedWord } from '@hub/proto';
import { lexicon } from '@hub/words';
import { buildLongChain } from './chain-builder';
import { checkNextWord } from './chain';
import { DIFFICULTIES, TARGET_TOLERANCE } from './difficulty';
import { generateTemplate, judgeGrid } from './generator';
import { makeGrid } from './grid';
import { seededRandom } from './random';
import { chainScore } from './scoring';
import { solve } from './solver';
import { Trie } from './trie';

const words = lexicon();
const trie = Trie.build(words.valid, words.common);

describe('generateTemplate', () => {
  const random = seededRandom(2026);
  const generated = Array.from({ length: 201 }, (_, index) =>
    generateTemplate(WORDREE_DIFFICULTIES[index % 3]!, trie, random),
  );

  it('keeps only grids that hold their floors, over 200 templates', () => {
    for (const template of generated) {
      const preset = DIFFICULTIES[template.difficulty];
      expect(template.gridSize).toBe(preset.gridSize);
      expect(template.letters).toMatch(new RegExp(`^[A-Z]{${preset.gridSize ** 2}}$`));
      expect(template.commonWords).toBeGreaterThanOrEqual(preset.minCommonWords);
      expect(template.chainWords).toBeGreaterThanOrEqual(preset.minChainWords);
      expect(template.possibleWords).toBeGreaterThanOrEqual(template.commonWords);
      expect(template.targetScore % 5).toBe(0);
      expect(template.targetScore).toBeGreaterThan(0);
      expect(
        Math.abs(template.targetScore - preset.typicalTarget) / preset.typicalTarget,
      ).toBeLessThanOrEqual(TARGET_TOLERANCE);
    }
  });

  it('asks about the same of every grid of a difficulty: targets within 15% of their median', () => {
    for (const difficulty of WORDREE_DIFFICULTIES) {
      const targets = generated
        .filter((template) => template.difficulty === difficulty)
        .map((template) => template.targetScore)
        .sort((a, b) => a - b);
      const median = targets[Math.floor(targets.length / 2)]!;
      for (const target of targets)
        expect(Math.abs(target - median) / median).toBeLessThanOrEqual(0.15);
    }
  });

  it('makes harder puzzles ask for more', () => {
    const median = (difficulty: string) => {
      const targets = generated
        .filter((template) => template.difficulty === difficulty)
        .map((template) => template.targetScore)
        .sort((a, b) => a - b);
      return targets[Math.floor(targets.length / 2)]!;
    };
    expect(median('easy')).toBeLessThan(median('medium'));
    expect(median('medium')).toBeLessThan(median('hard'));
  });

  it('judges the same letters the same way every time', () => {
    const [first] = generated;
    expect(judgeGrid(first!.difficulty, first!.letters, trie)).toEqual(first);
  });

  it('refuses a grid without enough words', () => {
    expect(judgeGrid('easy', 'XXXXXXXXXXXXXXXX', trie)).toBeNull();
  });
});

describe('buildLongChain', () => {
  it('proves its target: a legal chain of common words worth more than the target', () => {
    const template = generateTemplate('medium', trie, seededRandom(5));
    const grid = makeGrid(template.gridSize, template.letters);
    const chain = buildLongChain(solve(grid, trie).filter((word) => word.common));
    const replayed: PlayedWord[] = [];
    for (const played of chain) {
      const verdict = checkNextWord(grid, replayed, played, words.isCommon);
      expect(verdict).toMatchObject({ ok: true });
      if (verdict.ok) replayed.push(verdict.played);
    }
    expect(chainScore(replayed)).toBeGreaterThanOrEqual(template.targetScore);
  });
});
