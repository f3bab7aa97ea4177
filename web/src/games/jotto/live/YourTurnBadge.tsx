import { Swords } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import { useYourTurnCount } from './useYourTurnCount';
import { yourTurnText } from './yourTurn';
import styles from './YourTurnBadge.module.scss';

/**
 * 'Your turn in N matches', while N is more than none; a link to the VS list when `to` is given
 * (where it is not already inside one). Signed-in players only: nobody else has matches.
 */
export function YourTurnBadge({ to, className }: { to?: string; className?: string }) {
  const count = useYourTurnCount();
  if (!count) return null;
  const content = (
    <>
      <Swords aria-hidden="true" size={16} />
      {yourTurnText(count)}
    </>
  );
  const classes = cx(styles.badge, className);
  return to ? (
    <Link to={to} className={cx(classes, styles.link)}>
      {content}
    </Link>
  ) : (
    <span className={classes}>{content}</span>
  );
}
