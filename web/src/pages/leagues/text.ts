/** "1 member", "12 members". */
export const membersText = (members: number): string =>
  members === 1 ? '1 member' : `${members} members`;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When an invite link closes, in the player's own time zone. */
export const untilText = (iso: string): string => `open until ${dateFormat.format(new Date(iso))}`;
