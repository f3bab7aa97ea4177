// The pure game, for the whole-stack tests and the benchmarks (the service imports files directly).
export { generateDailyPuzzle, MAX_STARTERS, WEEKLY_DIFFICULTY } from './daily';
export { deduce, nextDeducibleCell } from './deduction';
export { solveEffort, type SolveEffort } from './effort';
export { generatePuzzle } from './generator';
export { candidatesFromPlacements, POPCOUNT } from './grid';
export { lineCluesOf } from './lines';
export { seededRandom } from './random';
export { countShapes } from './shapes';
export { countSolutions, solveGarden } from './solver';
