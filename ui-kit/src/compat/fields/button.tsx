// compatibility for phase B/C of issue 41: delete when nothing imports it
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { rem, useMantineTheme, type MantineColor } from '@mantine/core';
import { useFocusClass } from '../../theme/focus-class';
import { joinClasses } from './field-frame';

/** The sizes of Mantine's Button the product uses. */
type ButtonSize = 'xs' | 'sm' | 'md';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  color?: MantineColor;
  size?: ButtonSize;
  /** busy: disabled, with Mantine's loader over the label */
  loading?: boolean;
  /** horizontal padding in px (Mantine's `px` style prop) */
  px?: number;
  children?: ReactNode;
}

const LOADER_STYLE: CSSProperties = { opacity: 1, transform: `translate(-50%, calc(-50% + ${rem(1)}))`, transformOrigin: 'center' };
const LOADER_VARS = { '--loader-size': 'calc(var(--button-height) / 1.8)', '--loader-color': 'var(--button-color)' } as CSSProperties;

/**
 * A button in Mantine's Button markup, classes and colour variables (decision 056, like the light fields): the
 * theme's own variant colour resolver gives the colours, so it looks as Mantine's does for every company. One
 * component instead of Mantine's Button, UnstyledButton, two Boxes and a Transition (which reads the reduced-motion
 * media query on every mount): the step forms mount three of them on every step move (issue 15).
 */
export function Button({ variant, color, size, loading = false, disabled, px, type = 'button', className, style, children, ...rest }: ButtonProps) {
  const theme = useMantineTheme();
  const focus = useFocusClass();
  const colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant: variant ?? 'filled' });
  const explicit = color !== undefined || variant !== undefined;
  const vars: Record<string, string | undefined> = {
    '--button-height': size ? `var(--button-height-${size})` : undefined,
    '--button-padding-x': size ? `var(--button-padding-x-${size})` : undefined,
    '--button-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--button-bg': explicit ? colors.background : undefined,
    '--button-hover': explicit ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': explicit ? colors.border : undefined,
    '--button-hover-color': explicit ? colors.hoverColor : undefined,
  };
  const rootStyle: Record<string, unknown> = { ...style };
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) rootStyle[name] = value;
  if (px !== undefined) rootStyle.paddingInline = rem(px);
  const active = !disabled && !loading;
  return (
    <button
      {...rest}
      type={type}
      className={joinClasses(focus, active && 'mantine-active', 'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root', className)}
      style={rootStyle as CSSProperties}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
    >
      {loading && (
        <span className="m_a25b86ee mantine-Button-loader" style={LOADER_STYLE} aria-hidden>
          <span className="m_b34414df m_5ae2e3c mantine-Loader-root" style={LOADER_VARS} />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}
