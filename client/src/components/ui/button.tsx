import type { ButtonHTMLAttributes, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'danger' | 'ghost' | 'default';
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shared button: `.btn` plus a variant; type defaults to "button" so forms never submit by accident. */
export function Button({
  variant = 'default',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    variant !== 'default' && `btn-${variant}`,
    block && 'btn-block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
