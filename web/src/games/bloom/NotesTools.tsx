import { Pencil, X } from 'lucide-react';
import { cx } from '../../lib/cx';
import styles from './NotesTools.module.scss';

interface NotesToolsProps {
  notesMode: boolean;
  onToggleNotes(): void;
  crossing: boolean;
  onChooseCross(): void;
}

/**
 * Under the palette: the Notes switch (key N) and the cross-out choice (key X on a cell). Both
 * are toggle buttons; choosing Cross out turns notes mode on with it.
 */
export function NotesTools({ notesMode, onToggleNotes, crossing, onChooseCross }: NotesToolsProps) {
  return (
    <div className={styles.tools} role="group" aria-label="Notes tools">
      <button
        type="button"
        aria-pressed={notesMode}
        aria-keyshortcuts="N"
        className={cx(styles.tool, notesMode && styles.on)}
        onClick={onToggleNotes}
      >
        <Pencil aria-hidden="true" size={16} />
        Notes
        {/* The key is drawn by CSS, as in the palette: the visible name stays 'Notes'. */}
        <span className={styles.key} data-key="N" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-pressed={crossing}
        aria-keyshortcuts="X"
        className={cx(styles.tool, crossing && styles.on)}
        onClick={onChooseCross}
      >
        <X aria-hidden="true" size={16} />
        Cross out
        <span className={styles.key} data-key="X" aria-hidden="true" />
      </button>
    </div>
  );
}
