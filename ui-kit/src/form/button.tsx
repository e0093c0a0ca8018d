import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { useSubmitting } from './form';
import './form.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  /** a colour of the theme ('red'); the company's primary colour by default */
  color?: string;
  size?: 'xs' | 'sm' | 'md';
  /** busy: disabled, with a spinner (a form's submit button is busy while the form is sent) */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The one button. Colours, sizes and radius are the theme's (Mantine's CSS variables); form.css draws it. */
export function Button({ variant = 'filled', color, size = 'sm', loading, fullWidth, type = 'button', disabled, className, style, children, ...rest }: ButtonProps) {
  const submitting = useSubmitting();
  const busy = loading ?? (type === 'submit' && submitting);
  const colour = color ? ({ '--ui-button-contrast': 'var(--mantine-color-white)', '--ui-button-filled': `var(--mantine-color-${color}-filled)`, '--ui-button-filled-hover': `var(--mantine-color-${color}-filled-hover)`, '--ui-button-light': `var(--mantine-color-${color}-light)`, '--ui-button-light-hover': `var(--mantine-color-${color}-light-hover)`, '--ui-button-light-color': `var(--mantine-color-${color}-light-color)` } as CSSProperties) : undefined;
  return (
    <button
      {...rest}
      type={type}
      className={['ui-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      style={colour || style ? { ...colour, ...style } : undefined}
    >
      {busy && <span className="ui-button-spinner" aria-hidden="true" />}
      <span className="ui-button-label">{children}</span>
    </button>
  );
}
