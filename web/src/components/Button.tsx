import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../lib/cx';
import styles from './Button.module.scss';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'accent';
  size?: 'sm' | 'md' | 'lg';
  /** Style a child (a router Link, an anchor) as the button instead of rendering a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], styles[size], className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
