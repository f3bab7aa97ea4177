import styles from './ChartTable.module.scss';

interface ChartTableProps {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/**
 * A chart's data as a table, behind a disclosure: what a screen reader reads instead of the
 * drawing, and anyone can open.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>Show as a table</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
