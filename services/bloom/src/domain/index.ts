// The pure game, for the whole-stack tests and the benchmarks (the service imports files directly).
export { generateDailyPuzzle, WEEKLY_DIFFICULTY } from './daily';
export { deduce, nextDeducibleCell } from './deduction';
export { generatePuzzle } from './generator';
export { ALL_TYPES, candidatesFromPlacements, CELLS, POPCOUNT } from './grid';
export { seededRandom } from './random';
export { countSolutions, solveGarden } from './solver';
