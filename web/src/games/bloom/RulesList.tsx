import { CANNOT_TOUCH, type FlowerType } from '@hub/proto';
import { FLOWERS, lookOf } from './flowers';
import { FlowerTile } from './FlowerTile';
import styles from './RulesList.module.scss';

/** A row of two kinds, for the picture of the clue rule. */
const EXAMPLE_ROW: FlowerType[] = ['PINK', 'PINK', 'YELLOW', 'PINK', 'YELLOW'];

/**
 * The adjacency table in pictures (each flower and the two it may not touch), then the clue rule
 * (docs/rules.md#bloom-garden-and-adjacency).
 */
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
      <p className={styles.note}>Touching means up, down, left or right; diagonals are fine.</p>
      <div className={styles.clueRule}>
        <p>
          <strong>The number beside a row or under a column</strong> is how many different kinds of
          flower it holds.
        </p>
        <div
          className={styles.example}
          role="img"
          aria-label="For example: Lily, Lily, Daisy, Lily, Daisy holds 2 kinds of flower"
        >
          {EXAMPLE_ROW.map((type, index) => (
            <FlowerTile key={index} type={type} className={styles.exampleTile} />
          ))}
          <span className={styles.exampleClue}>2</span>
        </div>
      </div>
    </div>
  );
}
