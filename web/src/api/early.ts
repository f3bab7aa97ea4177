/**
 * A page's first answer, asked for as the app starts rather than once React has loaded and
 * rendered the page's chunk (issue 15: on a phone that wait is most of a second). The route starts
 * the request (`startEarly`) beside the download of the page's chunk; the page's query takes the
 * answer over (`earlyOr`) instead of asking again, and parses it with its own schema, which comes
 * with the page. Each answer is handed over once, and only while fresh: a page opened later asks
 * the server itself.
 */
import { apiFetch, type LoadParser, type Parser } from './client';

const FRESH_MS = 15_000;

/** Kept as the server sent it: the entry has no schemas (zod comes with the pages). */
const unparsed: Parser<unknown> = { parse: (data) => data };

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** GETs `path` now; the answer waits under `key` for the page's query. */
export function startEarly(key: string, path: string): void {
  const answer = apiFetch(path, unparsed);
  // A failure is the taker's to report (its query shows it); nobody may take it at all.
  answer.catch(() => undefined);
  started.set(key, { at: Date.now(), answer });
}

/**
 * The answer started under `key`, parsed with `schema`, if there is one and it is fresh (taking it
 * forgets it); else what `request` answers.
 */
export async function earlyOr<T>(
  key: string,
  schema: Parser<T> | LoadParser<T>,
  request: () => Promise<T>,
): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (!early || Date.now() - early.at > FRESH_MS) return request();
  const [answer, parser] = await Promise.all([
    early.answer,
    typeof schema === 'function' ? schema() : schema,
  ]);
  return parser.parse(answer);
}
