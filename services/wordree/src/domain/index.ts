// The pure rules, for tools outside the service that generate and solve grids (the benches).
export { DIFFICULTIES, TARGET_TOLERANCE } from './difficulty';
export { generateTemplate, judgeGrid, rollLetters } from './generator';
export { makeGrid } from './grid';
export { seededRandom } from './random';
export { solve } from './solver';
export { Trie } from './trie';
