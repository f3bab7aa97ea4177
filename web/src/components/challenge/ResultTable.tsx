import type { ChallengeFigure } from './games';
import styles from './Challenge.module.scss';

interface ResultTableProps {
  challenger: string;
  yours: Record<string, number>;
  theirs: Record<string, number>;
  figures: ChallengeFigure[];
}

/** Both finished results side by side, in the game's own figures. */
export function ResultTable({ challenger, yours, theirs, figures }: ResultTableProps) {
  const show = (figure: ChallengeFigure, value: number | undefined) =>
    value === undefined ? '–' : (figure.format?.(value) ?? String(value));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Results</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">You</th>
          <th scope="col">{challenger}</th>
        </tr>
      </thead>
      <tbody>
        {figures.map((figure) => (
          <tr key={figure.key}>
            <th scope="row">{figure.label}</th>
            <td>{show(figure, yours[figure.key])}</td>
            <td>{show(figure, theirs[figure.key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
