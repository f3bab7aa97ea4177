/** What a progress stream has told its browser so far: the total of games and unlocked ids. */
export interface ProgressSnapshot {
  gamesPlayed: number;
  unlocked: ReadonlySet<string>;
}

export interface ProgressChanges {
  unlocked: string[];
  gamesChanged: boolean;
}

/**
 * The snapshot as the SSE message id. The browser sends the last one back as Last-Event-ID when
 * it reconnects, so a change that lands while it is away is still reported.
 */
export function encodeCursor(snapshot: ProgressSnapshot): string {
  return `${snapshot.gamesPlayed}:${[...snapshot.unlocked].sort().join(',')}`;
}

/** A cursor from a client; anything malformed reads as none. */
export function decodeCursor(text: string | undefined): ProgressSnapshot | null {
  const match = /^(\d{1,9}):([\w,-]{0,1000})$/.exec(text ?? '');
  if (!match) return null;
  const ids = match[2] ? match[2].split(',').filter(Boolean) : [];
  return { gamesPlayed: Number(match[1]), unlocked: new Set(ids) };
}

export function changesBetween(known: ProgressSnapshot, now: ProgressSnapshot): ProgressChanges {
  return {
    unlocked: [...now.unlocked].filter((id) => !known.unlocked.has(id)),
    gamesChanged: now.gamesPlayed !== known.gamesPlayed,
  };
}
