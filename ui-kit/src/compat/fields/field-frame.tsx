// compatibility for phase B/C of issue 41: delete when nothing imports it
import type { CSSProperties, ReactNode } from 'react';

/**
 * The frame every light field shares (decision 056): Mantine's markup and class names for a labelled input (the
 * `m_…` classes of `@mantine/core/styles/Input.css`, which `forms.css` loads, and the static `mantine-*` names), drawn
 * by one component instead of Mantine's seven (InputWrapper, InputLabel, InputDescription, InputError, Input,
 * InputBase, Box), each resolving theme props on every render.
 */

/** Mantine's spacing tokens, or a number of pixels (as Mantine's style props take them). */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

/** The style props the product passes to fields (a subset of Mantine's, resolved the same way). */
export interface FieldStyleProps {
  className?: string;
  style?: CSSProperties;
  mt?: Spacing;
  mb?: Spacing;
  maw?: number | string;
  w?: number | string;
}

const space = (value: Spacing): string => (typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`);
const size = (value: number | string): string => (typeof value === 'number' ? `${value / 16}rem` : value);

/** The inline style of a field's root: its own `style` with the style props laid over it. */
export function rootStyle({ style, mt, mb, maw, w }: FieldStyleProps): CSSProperties | undefined {
  if (mt === undefined && mb === undefined && maw === undefined && w === undefined) return style;
  return {
    ...style,
    ...(mt !== undefined && { marginTop: space(mt) }),
    ...(mb !== undefined && { marginBottom: space(mb) }),
    ...(maw !== undefined && { maxWidth: size(maw) }),
    ...(w !== undefined && { width: size(w) }),
  };
}

export const joinClasses = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

/** What the label, description and error of a field are, and the ids that tie them to the input. */
export interface FieldTexts {
  label?: ReactNode;
  description?: ReactNode;
  /** a message shown under the input; `true` marks the input invalid without a message */
  error?: ReactNode;
  /** whether the label shows the asterisk (default: `required`) */
  withAsterisk?: boolean;
  required?: boolean;
}

/** The input's ARIA attributes for its texts (error first, as Mantine orders them). */
export function describedBy(id: string, { description, error }: FieldTexts, own?: string): string | undefined {
  const ids = [hasMessage(error) && `${id}-error`, description && `${id}-description`, own].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export const hasMessage = (error: ReactNode): boolean => error !== undefined && error !== null && error !== false && error !== true && error !== '';
const invalid = (error: ReactNode): boolean => error !== undefined && error !== null && error !== false && error !== '';

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const TEXT_STYLE = { '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' } as CSSProperties;
const ERROR_STYLE = { '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' } as CSSProperties;

/** Mantine's component name in the static class names (`mantine-TextInput-root`). */
export type FieldKind = 'TextInput' | 'Textarea' | 'NativeSelect' | 'RadioGroup' | 'CheckboxGroup';

/**
 * The wrapper of a labelled input (Mantine's InputWrapper): the label (a `<label for>`, or a `<div>` naming a group),
 * the description, the control, the error.
 */
export function FieldFrame({
  id,
  kind,
  texts,
  styleProps,
  labelElement = 'label',
  rootProps,
  children,
}: {
  id: string;
  kind: FieldKind;
  texts: FieldTexts;
  styleProps: FieldStyleProps;
  labelElement?: 'label' | 'div';
  rootProps?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { label, description, error, required, withAsterisk = required } = texts;
  const sized = kind !== 'RadioGroup' && kind !== 'CheckboxGroup' ? 'sm' : undefined;
  const Label = labelElement;
  return (
    <div
      {...rootProps}
      className={joinClasses('m_46b77525 mantine-InputWrapper-root', `mantine-${kind}-root`, styleProps.className)}
      style={rootStyle(styleProps)}
      data-size={sized}
      data-error={invalid(error) || undefined}
    >
      {label !== undefined && label !== null && label !== false && (
        <Label
          style={sized ? LABEL_STYLE : undefined}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size={sized}
          data-required={withAsterisk || undefined}
          htmlFor={Label === 'label' ? id : undefined}
          id={`${id}-label`}
        >
          {label}
          {withAsterisk && (
            <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
              {' *'}
            </span>
          )}
        </Label>
      )}
      {description && (
        <p style={sized ? TEXT_STYLE : undefined} className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`} data-size={sized} id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {hasMessage(error) && (
        <p style={sized ? ERROR_STYLE : undefined} className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`} data-size={sized} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The box around the control (Mantine's Input wrapper), with the spacing Mantine gives it next to a description or an error. */
export function controlStyle(texts: FieldTexts, extra?: Record<string, string>): CSSProperties {
  return {
    ...(texts.description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(hasMessage(texts.error) ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...extra,
  } as CSSProperties;
}

export const invalidAttr = invalid;

/** The attributes of the box around a control (Mantine's Input wrapper): its classes, size, state and spacing. */
export function controlBoxAttributes(kind: FieldKind, texts: FieldTexts, extraStyle?: Record<string, string>, state?: Record<string, string>) {
  return {
    style: controlStyle(texts, extraStyle),
    className: `m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`,
    'data-variant': 'default',
    'data-size': 'sm',
    'data-error': invalid(texts.error) || undefined,
    ...state,
  };
}

/** The attributes of the control itself (`<input>`, `<textarea>`, `<select>`): id, required, classes, validity, descriptions. */
export function controlAttributes(id: string, kind: FieldKind, texts: FieldTexts, ownDescribedBy: string | undefined) {
  return {
    id,
    required: texts.required,
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    'data-variant': 'default',
    'data-error': invalid(texts.error) || undefined,
    'aria-invalid': invalid(texts.error) || undefined,
    'aria-describedby': describedBy(id, texts, ownDescribedBy),
  };
}
