import { createContext, useContext, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { Link, type LinkProps } from 'ui-kit/router';
import './button.css';

/** What a submit button of a form reads: whether the form is being sent (ui-kit/form's Form provides it). */
export const SubmitState = createContext<{ submitting: boolean }>({ submitting: false });
export const useSubmitting = (): boolean => useContext(SubmitState).submitting;

interface Look {
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  /** a colour of the theme ('red'); the company's primary colour by default */
  color?: string;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

export interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  /** busy: disabled, with a spinner (a form's submit button is busy while the form is sent) */
  loading?: boolean;
}

export interface ButtonLinkProps extends Look, Omit<LinkProps, 'color'> {
  children: ReactNode;
}

/** The attributes that draw a button (button.css, on Mantine's CSS variables): shared by the button and its link form. */
function look({ variant = 'filled', color, size = 'sm', fullWidth }: Look, className: string | undefined, style: CSSProperties | undefined) {
  const colour = color ? ({ '--ui-button-contrast': 'var(--mantine-color-white)', '--ui-button-filled': `var(--mantine-color-${color}-filled)`, '--ui-button-filled-hover': `var(--mantine-color-${color}-filled-hover)`, '--ui-button-light': `var(--mantine-color-${color}-light)`, '--ui-button-light-hover': `var(--mantine-color-${color}-light-hover)`, '--ui-button-light-color': `var(--mantine-color-${color}-light-color)` } as CSSProperties) : undefined;
  return {
    className: ['ui-button', className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    style: colour || style ? { ...colour, ...style } : undefined,
  };
}

/** The one button. Colours, sizes and radius are the theme's. */
export function Button({ variant, color, size, fullWidth, loading, type = 'button', disabled, className, style, children, ...rest }: ButtonProps) {
  const submitting = useSubmitting();
  const busy = loading ?? (type === 'submit' && submitting);
  return (
    <button {...rest} type={type} {...look({ variant, color, size, fullWidth }, className, style)} data-busy={busy || undefined} aria-busy={busy || undefined} disabled={disabled || busy}>
      {busy && <span className="ui-button-spinner" aria-hidden="true" />}
      <span className="ui-button-label">{children}</span>
    </button>
  );
}

/** The one button's look on a link: an action that goes to another page of the site ("Continue your application"). */
export function ButtonLink({ variant, color, size, fullWidth, className, style, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} {...look({ variant, color, size, fullWidth }, className, style)}>
      <span className="ui-button-label">{children}</span>
    </Link>
  );
}
