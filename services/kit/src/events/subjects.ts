/**
 * NATS subject matching, for the in-process transport and for finding the stream that holds a
 * subscription: `*` matches exactly one token, `>` (last token only) matches one or more.
 */
export function subjectMatches(filter: string, subject: string): boolean {
  const filterTokens = filter.split('.');
  const subjectTokens = subject.split('.');
  for (let index = 0; index < filterTokens.length; index++) {
    const token = filterTokens[index];
    if (token === '>') return index === filterTokens.length - 1 && subjectTokens.length > index;
    const subjectToken = subjectTokens[index];
    if (subjectToken === undefined) return false;
    if (token !== '*' && token !== subjectToken) return false;
  }
  return filterTokens.length === subjectTokens.length;
}
