import { CANNOT_TOUCH, FLOWERS_PER_TYPE } from '@hub/proto';
import { FLOWERS, lookOf } from './flowers';
import { FlowerTile } from './FlowerTile';
import styles from './RulesList.module.scss';

/** SPEC §5's table in pictures: each flower and the two it may not touch. */
export function RulesList() {
  return (
    <div className={styles.rules}>
      <ul className={styles.list}>
        {FLOWERS.map((flower) => (
          <li key={flower.type} className={styles.rule}>
            <FlowerTile type={flower.type} className={styles.tile} />
            <span className={styles.text}>
              <strong>{flower.name}</strong> can’t touch{' '}
              {CANNOT_TOUCH[flower.type].map((other) => lookOf(other).name).join(' or ')}
            </span>
            <span className={styles.banned} aria-hidden="true">
              {CANNOT_TOUCH[flower.type].map((other) => (
                <FlowerTile key={other} type={other} className={styles.bannedTile} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Touching means up, down, left or right; diagonals are fine. A finished garden has exactly{' '}
        {FLOWERS_PER_TYPE} of each flower.
      </p>
    </div>
  );
}
