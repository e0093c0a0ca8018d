import { createContext, useContext, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import { Link, type LinkProps } from 'ui-kit/router';
import './button.css';

export const SubmitState = createContext<{ submitting: boolean }>({ submitting: false });
export const useSubmitting = (): boolean => useContext(SubmitState).submitting;

interface Look {
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  color?: string;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
}

export interface ButtonProps extends Look, ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
}

export interface ButtonLinkProps extends Look, Omit<LinkProps, 'color'> {
  children: ReactNode;
}

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

export function ButtonLink({ variant, color, size, fullWidth, className, style, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} {...look({ variant, color, size, fullWidth }, className, style)}>
      <span className="ui-button-label">{children}</span>
    </Link>
  );
}
