import { Link2, Ruler, Sparkles } from 'lucide-react';
import styles from './RulesCard.module.scss';

/** The three rules in a glance, beside the grid; the tutorial tells the rest. */
export function RulesCard() {
  return (
    <section className={styles.card} aria-labelledby="wordree-rules-title">
      <h2 id="wordree-rules-title" className={styles.title}>
        How chains work
      </h2>
      <ul className={styles.list}>
        <li>
          <Ruler aria-hidden="true" size={18} />
          Trace words of 3 or more letters through touching cells, diagonals too.
        </li>
        <li>
          <Link2 aria-hidden="true" size={18} />
          Each new word reuses at least one cell of the last word (outlined).
        </li>
        <li>
          <Sparkles aria-hidden="true" size={18} />3 letters score 10, and every extra letter 5
          more.
        </li>
      </ul>
    </section>
  );
}
