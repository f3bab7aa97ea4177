import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FLOWER_NAMES, type FlowerType } from '@hub/proto';

/**
 * A garden's cell, by the start of its label ("Row 2, column 3, …"). By attribute rather than
 * role: the completion dialog hides the board from the accessibility tree the moment the last
 * flower lands, and the tests still read it then.
 */
export const gardenCell = (page: Page, r: number, c: number): Locator =>
  page.locator(`[role="gridcell"][aria-label^="Row ${r + 1}, column ${c + 1},"]`);

export const cellLabel = (page: Page, r: number, c: number) =>
  gardenCell(page, r, c).getAttribute('aria-label');

/** Cells in reading order that are still empty. */
export async function emptyCells(page: Page): Promise<{ r: number; c: number }[]> {
  const empty: { r: number; c: number }[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      if ((await cellLabel(page, r, c))?.endsWith(', empty')) empty.push({ r, c });
    }
  }
  return empty;
}

/** The palette's button for a flower; its name says ", warning" while that flower breaks a rule. */
export const flowerButton = (page: Page, type: FlowerType): Locator =>
  page.getByRole('button', { name: new RegExp(`^${FLOWER_NAMES[type]}(, warning)?, key \\d$`) });

/** Picks a flower and clicks it into a cell, then waits until the cell holds it. */
export async function plantByMouse(page: Page, r: number, c: number, type: FlowerType) {
  await flowerButton(page, type).click();
  await gardenCell(page, r, c).click();
  await expect.poll(() => cellLabel(page, r, c)).toMatch(`, ${FLOWER_NAMES[type]}`);
}
