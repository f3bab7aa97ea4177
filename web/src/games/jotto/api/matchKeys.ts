/** The query keys of VS matches: the pages' queries and the match stream's refreshes share them. */
export const MATCHES_KEY = ['/api/jotto/matches'] as const;
/** Every single match's query starts with this; `matchKey(id)` is one of them. */
export const MATCH_KEY_PREFIX = ['/api/jotto/match'] as const;
export const matchKey = (id: string) => [...MATCH_KEY_PREFIX, id] as const;
