import type { ComponentProps } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cx } from '../lib/cx';
import styles from './Switch.module.scss';

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, 'children'>;

/**
 * An on/off switch (Radix's: a button with role="switch"), on in the accent of the game it is in,
 * else the brand's. Named by a `<label htmlFor>` with its id.
 */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <RadixSwitch.Root className={cx(styles.track, className)} {...props}>
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
}
