import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import card from './Card.module.scss';
import styles from './LeaguesCard.module.scss';

/**
 * The way to the player's leagues (docs/rules.md#leagues). It asks nothing of the server: the hub
 * is a first screen, and the leagues' page loads what it shows with its own chunk.
 */
export function LeaguesCard() {
  return (
    <Link to="/leagues" className={cx(card.card, card.opens)}>
      <span className={card.heading}>
        <span className={cx(card.headingIcon, styles.icon)}>
          <Users aria-hidden="true" size={20} />
        </span>
        Leagues
        <ChevronRight aria-hidden="true" size={20} className={card.chevron} />
      </span>
      <span className={card.muted}>
        Play your friends: start a league, share the link, see who leads.
      </span>
    </Link>
  );
}
