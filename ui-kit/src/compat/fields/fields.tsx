// compatibility for phase B/C of issue 41: delete when nothing imports it
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type SyntheticEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { controlAttributes, controlBoxAttributes, describedBy, FieldFrame, hasMessage, invalidAttr, joinClasses, rootStyle, type FieldStyleProps, type FieldTexts } from './field-frame';

/**
 * Light form fields (decision 056): the same props, markup, class names and styles as Mantine's TextInput, Textarea,
 * NativeSelect, Checkbox, Radio, Radio.Group and Fieldset for what the product uses of them, drawn by one or two
 * components each instead of ten to fifteen. A wizard step mounts 20-40 fields: Mantine's made a step move cost
 * 370-440 component renders on a phone-class CPU (decision 048).
 */

type Own = FieldTexts & FieldStyleProps & { id?: string };

const useFieldId = (id: string | undefined): string => {
  const generated = useId();
  return id ?? `mantine-${generated.replace(/[^\w-]/g, '_')}`;
};

const refOf = <T,>(props: { ref?: Ref<T> }) => props.ref;

// ---------------------------------------------------------------------------------------------------------------------

export type TextInputProps = Own & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className' | 'style'> & { ref?: Ref<HTMLInputElement> };

/** A labelled single-line input (Mantine's TextInput). */
export function TextInput(props: TextInputProps) {
  const { id: givenId, label, description, error, required, withAsterisk, className, style, mt, mb, maw, w, ...input } = props;
  const id = useFieldId(givenId);
  const texts = { label, description, error, required, withAsterisk };
  return (
    <FieldFrame id={id} kind="TextInput" texts={texts} styleProps={{ className, style, mt, mb, maw, w }}>
      <div {...controlBoxAttributes('TextInput', texts)}>
        <input {...input} ref={refOf(props)} {...controlAttributes(id, 'TextInput', texts, input['aria-describedby'])} />
      </div>
    </FieldFrame>
  );
}

// ---------------------------------------------------------------------------------------------------------------------

export type TextareaProps = Own &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'style'> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** grows with its text between `minRows` and `maxRows` */
    autosize?: boolean;
    minRows?: number;
    maxRows?: number;
  };

/**
 * Whether the browser sizes a textarea to its text itself (CSS `field-sizing: content`, Chromium 123 and later).
 * There, the rows are set by forms.css from `--autosize-min-rows` and `--autosize-max-rows`, and no script measures
 * the field: the measure forced a layout of the whole page in the middle of React's commit (a step move revealing
 * step 3 spent 36 ms of its 4x-throttled time there, decision 065).
 */
const sizesItself = (): boolean => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * Grows a textarea to its text, between a number of rows (what Mantine's autosize does, in one layout effect), where
 * the browser does not do it from the style sheet.
 */
function useAutosize(enabled: boolean, minRows: number | undefined, maxRows: number | undefined) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const fit = useCallback(() => {
    const el = element.current;
    if (!enabled || !el || sizesItself()) return;
    const computed = getComputedStyle(el);
    const line = parseFloat(computed.lineHeight) || parseFloat(computed.fontSize) * 1.55 || 20;
    const frame = parseFloat(computed.paddingTop) + parseFloat(computed.paddingBottom) + parseFloat(computed.borderTopWidth) + parseFloat(computed.borderBottomWidth) || 0;
    el.style.height = 'auto';
    const min = (minRows ?? 1) * line + frame;
    const max = maxRows ? maxRows * line + frame : Infinity;
    el.style.height = `${Math.min(max, Math.max(min, el.scrollHeight + (computed.boxSizing === 'border-box' ? parseFloat(computed.borderTopWidth) + parseFloat(computed.borderBottomWidth) : 0)))}px`;
    el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
  }, [enabled, minRows, maxRows]);
  useLayoutEffect(fit, [fit]);
  return { element, fit };
}

/** A labelled multi-line input (Mantine's Textarea). */
export function Textarea(props: TextareaProps) {
  const { id: givenId, label, description, error, required, withAsterisk, className, style, mt, mb, maw, w, autosize = false, minRows, maxRows, rows, onInput, ...input } = props;
  const id = useFieldId(givenId);
  const texts = { label, description, error, required, withAsterisk };
  const { element, fit } = useAutosize(autosize, minRows, maxRows);
  const givenRef = refOf(props);
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof givenRef === 'function') givenRef(node);
      else if (givenRef) (givenRef as { current: HTMLTextAreaElement | null }).current = node;
    },
    [element, givenRef],
  );
  return (
    <FieldFrame id={id} kind="Textarea" texts={texts} styleProps={{ className, style, mt, mb, maw, w }}>
      <div {...controlBoxAttributes('Textarea', texts, { '--input-padding-y': 'var(--input-padding-y-sm)' }, { 'data-multiline': 'true' })}>
        <textarea
          {...input}
          ref={setRef}
          {...controlAttributes(id, 'Textarea', texts, input['aria-describedby'])}
          rows={rows ?? minRows}
          onInput={(event) => {
            fit();
            onInput?.(event);
          }}
          data-no-overflow={(autosize && maxRows === undefined) || undefined}
          // sized by forms.css where the browser sizes fields to their content (sizesItself); measured by fit elsewhere
          data-autosize={autosize || undefined}
          style={autosize ? ({ '--autosize-min-rows': minRows ?? 1, ...(maxRows ? { '--autosize-max-rows': maxRows } : {}) } as CSSProperties) : undefined}
        />
      </div>
    </FieldFrame>
  );
}

// ---------------------------------------------------------------------------------------------------------------------

export type SelectItem = string | { value: string; label: string; disabled?: boolean };
export type SelectData = readonly (SelectItem | { group: string; items: readonly SelectItem[] })[];

export type NativeSelectProps = Own &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'id' | 'className' | 'style' | 'children'> &
  // the options as `data` or as `<option>` children, one or the other
  ({ ref?: Ref<HTMLSelectElement>; data: SelectData; children?: never } | { ref?: Ref<HTMLSelectElement>; data?: never; children?: ReactNode });

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function optionHtml(item: SelectItem): string {
  if (typeof item === 'string') return `<option value="${escape(item)}">${escape(item)}</option>`;
  return `<option value="${escape(item.value)}"${item.disabled ? ' disabled' : ''}>${escape(item.label)}</option>`;
}

/** The options of `data` as markup: the browser's parser makes 250 countries' options faster than 250 React elements. */
const optionsHtml = (data: SelectData): string =>
  data.map((item) => (typeof item === 'object' && 'group' in item ? `<optgroup label="${escape(item.group)}">${item.items.map(optionHtml).join('')}</optgroup>` : optionHtml(item))).join('');

/** A short stable digest of the options (djb2), to mount the select again when they change. */
function digest(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** The markup and digest of a list, made once per list object (a step re-renders its selects with the same lists). */
const markupOf = new WeakMap<SelectData, { html: string; key: string; count: number }>();
function markup(data: SelectData) {
  let made = markupOf.get(data);
  if (!made) {
    const html = optionsHtml(data);
    made = { html, key: digest(html), count: data.reduce((n, item) => n + (typeof item === 'object' && 'group' in item ? item.items.length : 1), 0) };
    markupOf.set(data, made);
  }
  return made;
}

/**
 * A list longer than this (a country list: 250 options) is put in the page with only its placeholder and its chosen
 * option, and the rest when the applicant reaches for the select: a pointer down, a focus or a click, each before the
 * browser opens its list or moves its choice (decision 066). A closed select's options still cost the browser a
 * style each, and a step holds two or three such lists: about 800 elements created, styled and removed on a step
 * move. A select with an `autoComplete` token keeps its whole list, for the browser's autofill to choose in.
 */
export const OPTIONS_ON_DEMAND_AFTER = 40;

const valueOf = (item: SelectItem) => (typeof item === 'string' ? item : item.value);

/** The placeholder (an empty value) and the option of `value`, out of their groups: what a closed select shows. */
function closedOptions(data: SelectData, value: string): SelectItem[] {
  const items = data.flatMap((item) => (typeof item === 'object' && 'group' in item ? item.items : [item]));
  return items.filter((item) => valueOf(item) === '' || valueOf(item) === value);
}

const CHEVRON = (
  <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" className="mantine-ComboboxChevron-chevron">
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** A labelled native select (Mantine's NativeSelect): `data` as plain options and groups, or `<option>` children. */
export function NativeSelect(props: NativeSelectProps) {
  const { id: givenId, label, description, error, required, withAsterisk, className, style, mt, mb, maw, w, data, children, ...select } = props;
  const id = useFieldId(givenId);
  const texts = { label, description, error, required, withAsterisk };
  const attributes = { ...select, ref: refOf(props), ...controlAttributes(id, 'NativeSelect', texts, select['aria-describedby']) };
  return (
    <FieldFrame id={id} kind="NativeSelect" texts={texts} styleProps={{ className, style, mt, mb, maw, w }}>
      <div {...controlBoxAttributes('NativeSelect', texts, { '--input-right-section-pointer-events': 'none' }, { 'data-pointer': 'true', 'data-with-right-section': 'true' })}>
        {data !== undefined ? (
          // one element for React, its options parsed by the browser: a country list is 250 options, and a step move
          // created and removed them one React element at a time (issue 15). Mounted again when the options change,
          // so that the browser applies the default value to the new ones.
          <OptionsSelect key={markup(data).key} data={data} attributes={attributes} />
        ) : (
          <select {...select} ref={refOf(props)} {...controlAttributes(id, 'NativeSelect', texts, select['aria-describedby'])}>
            {children}
          </select>
        )}
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          {CHEVRON}
        </div>
      </div>
    </FieldFrame>
  );
}

type SelectAttributes = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/**
 * The select of `data`: its whole list as markup, or, for a long list without an autofill token, the closed list
 * first and the whole list put in on the applicant's first reach for it (OPTIONS_ON_DEMAND_AFTER). The markup React
 * is given is made once, at the mount: React never writes the options again, and the whole list, once put in, stays.
 */
function OptionsSelect({ data, attributes }: { data: SelectData; attributes: SelectAttributes }) {
  const { html, count } = markup(data);
  const [initial] = useState(() =>
    count > OPTIONS_ON_DEMAND_AFTER && !attributes.autoComplete ? optionsHtml(closedOptions(data, String(attributes.value ?? attributes.defaultValue ?? ''))) : html,
  );
  const whole = useRef(initial === html);
  const { onPointerDown, onFocus, onClick, onKeyDown } = attributes;
  const open = (select: HTMLSelectElement) => {
    if (whole.current) return;
    whole.current = true;
    const value = select.value;
    select.innerHTML = html;
    select.value = value;
  };
  // each way of reaching the select puts in the whole list first, then runs the caller's own handler
  const reach =
    <E extends SyntheticEvent<HTMLSelectElement>>(own?: (event: E) => void) =>
    (event: E) => {
      open(event.currentTarget);
      own?.(event);
    };
  return (
    <select
      {...attributes}
      onPointerDown={reach(onPointerDown)}
      onFocus={reach(onFocus)}
      onClick={reach(onClick)}
      onKeyDown={reach(onKeyDown)}
      dangerouslySetInnerHTML={{ __html: initial }}
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------------

/**
 * A control with its label, description and error beside it (Mantine's InlineInput, under its Checkbox and Radio):
 * body, the control with its icon, then the texts.
 */
function InlineChoice({
  kind,
  id,
  root,
  innerClass,
  icon,
  label,
  description,
  error,
  disabled,
  children,
}: {
  kind: 'Checkbox' | 'Radio';
  id: string;
  root: { className: string; style: CSSProperties } & Record<`data-${string}`, string | boolean | undefined>;
  innerClass: string;
  icon: ReactNode;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div {...root} data-label-position="right">
      <div className={`m_5f6e695e mantine-${kind}-body`}>
        <div className={`${innerClass} mantine-${kind}-inner`} data-label-position="right">
          {children}
          {icon}
        </div>
        {(label || description || hasMessage(error)) && (
          <div className={`m_d3ea56bb mantine-${kind}-labelWrapper`} data-disabled={disabled || undefined}>
            {label && (
              <label className={`m_8ee546b8 mantine-${kind}-label`} htmlFor={id} data-disabled={disabled || undefined}>
                {label}
              </label>
            )}
            {description && (
              <p className={`m_328f68c0 mantine-${kind}-description m_fe47ce59 mantine-InputWrapper-description`} id={`${id}-description`}>
                {description}
              </p>
            )}
            {hasMessage(error) && (
              <p className={`m_8e8a99cc mantine-${kind}-error m_8f816625 mantine-InputWrapper-error`} id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------------

const CHECK_ICON = (
  <svg viewBox="0 0 10 7" fill="none" aria-hidden="true" className="m_bf295423 mantine-Checkbox-icon">
    <path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
  </svg>
);
const CHECKBOX_ROOT_STYLE = { '--checkbox-radius': 'var(--mantine-radius-sm)', '--checkbox-color': 'var(--mantine-primary-color-filled)' } as CSSProperties;

export type CheckboxProps = Omit<Own, 'withAsterisk'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className' | 'style' | 'type' | 'value'> & { ref?: Ref<HTMLInputElement>; value?: string };

/** A checkbox with its label, description and error beside it (Mantine's Checkbox); inside `Checkbox.Group`, one of its values. */
function CheckboxButton(props: CheckboxProps) {
  const { id: givenId, label, description, error, className, style, mt, mb, maw, w, required, checked, onChange, ...input } = props;
  const id = useFieldId(givenId);
  const group = useContext(CheckboxGroupContext);
  const isChecked = group && input.value !== undefined ? group.value.includes(input.value) : checked;
  const ids = [description && `${id}-description`, hasMessage(error) && `${id}-error`, input['aria-describedby']].filter(Boolean).join(' ');
  return (
    <InlineChoice
      kind="Checkbox"
      id={id}
      root={{ className: joinClasses('m_bf2d988c mantine-Checkbox-root m_5f75b09e', className), style: { ...CHECKBOX_ROOT_STYLE, ...rootStyle({ style, mt, mb, maw, w }) }, 'data-variant': 'filled', 'data-checked': isChecked || undefined }}
      innerClass="m_26062bec"
      icon={CHECK_ICON}
      label={label}
      description={description}
      error={error}
      disabled={input.disabled}
    >
      <input
        {...input}
        ref={refOf(props)}
        type="checkbox"
        id={id}
        required={required}
        checked={isChecked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (group && input.value !== undefined) group.toggle(input.value, event.currentTarget.checked);
          onChange?.(event);
        }}
        className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
        data-error={invalidAttr(error) || undefined}
        data-with-error-styles="true"
        aria-invalid={invalidAttr(error) || undefined}
        aria-describedby={ids || undefined}
      />
    </InlineChoice>
  );
}

// ---------------------------------------------------------------------------------------------------------------------

export const Checkbox = Object.assign(CheckboxButton, { Group: CheckboxGroup });

interface RadioGroupContext {
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  invalid: boolean;
}
const RadioGroupContext = createContext<RadioGroupContext | null>(null);

const RADIO_ICON = (
  <svg fill="none" viewBox="0 0 5 5" aria-hidden="true" className="m_f3ed6b2b mantine-Radio-icon">
    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
  </svg>
);
const RADIO_ROOT_STYLE = { '--radio-color': 'var(--mantine-primary-color-filled)' } as CSSProperties;

export type RadioProps = Omit<Own, 'withAsterisk' | 'required' | 'description' | 'error'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className' | 'style' | 'type' | 'value'> & { ref?: Ref<HTMLInputElement>; value: string; description?: ReactNode };

/** A radio button with its label (Mantine's Radio); inside `Radio.Group` it takes the group's name, value and change. */
function RadioButton(props: RadioProps) {
  const { id: givenId, label, description, className, style, mt, mb, maw, w, value, checked, onChange, name, ...input } = props;
  const id = useFieldId(givenId);
  const group = useContext(RadioGroupContext);
  const isChecked = group ? group.value === value : checked;
  return (
    <InlineChoice
      kind="Radio"
      id={id}
      root={{ className: joinClasses('m_f3f1af94 mantine-Radio-root m_5f75b09e', className), style: { ...RADIO_ROOT_STYLE, ...rootStyle({ style, mt, mb, maw, w }) }, 'data-checked': isChecked || undefined }}
      innerClass="m_89c4f5e4"
      icon={RADIO_ICON}
      label={label}
      description={description}
      disabled={input.disabled}
    >
      <input
        {...input}
        ref={refOf(props)}
        type="radio"
        id={id}
        name={group?.name ?? name}
        value={value}
        checked={group ? isChecked : checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          group?.onChange(event.currentTarget.value);
          onChange?.(event);
        }}
        className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
        data-error={group?.invalid || undefined}
        data-with-error-styles="true"
        aria-describedby={description ? `${id}-description` : input['aria-describedby']}
      />
    </InlineChoice>
  );
}

/** A group's value: the given one when controlled, its own state from `defaultValue` otherwise (as Mantine's groups). */
function useGroupValue<T>(value: T | undefined, defaultValue: T | undefined, fallback: T, onChange: ((next: T) => void) | undefined) {
  const [own, setOwn] = useState<T>(defaultValue ?? fallback);
  const controlled = value !== undefined;
  return [controlled ? value : own, (next: T) => (controlled ? undefined : setOwn(next), onChange?.(next))] as const;
}

type GroupProps<T> = Own & {
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  name?: string;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  children: ReactNode;
  'data-path'?: string;
};

export type RadioGroupProps = Omit<GroupProps<string | null>, 'onChange'> & { onChange?: (value: string) => void };

/** Radio buttons under one label (Mantine's Radio.Group): a `radiogroup` named by the label, described by the error. */
function RadioGroup({ id: givenId, label, description, error, required, withAsterisk, className, style, mt, mb, maw, w, value, defaultValue, onChange, name, onBlur, children, 'data-path': dataPath }: RadioGroupProps) {
  const id = useFieldId(givenId);
  const generatedName = useFieldId(undefined);
  const [current, change] = useGroupValue<string | null>(value, defaultValue, null, onChange as ((next: string | null) => void) | undefined);
  const texts = { label, description, error, required, withAsterisk };
  const context = { name: name ?? generatedName, value: current, onChange: change, invalid: invalidAttr(error) };
  return (
    <FieldFrame id={id} kind="RadioGroup" texts={texts} styleProps={{ className, style, mt, mb, maw, w }} labelElement="div" rootProps={{ id, onBlur, 'data-path': dataPath }}>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={describedBy(id, texts)}>
        <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
      </div>
    </FieldFrame>
  );
}

export const Radio = Object.assign(RadioButton, { Group: RadioGroup });

// ---------------------------------------------------------------------------------------------------------------------

interface CheckboxGroupContext {
  value: readonly string[];
  toggle: (value: string, checked: boolean) => void;
}
const CheckboxGroupContext = createContext<CheckboxGroupContext | null>(null);

export type CheckboxGroupProps = GroupProps<string[]>;

/** Checkboxes under one label (Mantine's Checkbox.Group): a `group` named by the label, its value the checked values. */
function CheckboxGroup({ id: givenId, label, description, error, required, withAsterisk, className, style, mt, mb, maw, w, value, defaultValue, onChange, onBlur, children, 'data-path': dataPath }: CheckboxGroupProps) {
  const id = useFieldId(givenId);
  const [current, change] = useGroupValue<string[]>(value, defaultValue, [], onChange);
  const texts = { label, description, error, required, withAsterisk };
  const context: CheckboxGroupContext = {
    value: current,
    toggle: (item, checked) => change(checked ? [...current.filter((v) => v !== item), item] : current.filter((v) => v !== item)),
  };
  return (
    <FieldFrame id={id} kind="CheckboxGroup" texts={texts} styleProps={{ className, style, mt, mb, maw, w }} labelElement="div" rootProps={{ id, onBlur, 'data-path': dataPath }}>
      <div role="group" aria-labelledby={label ? `${id}-label` : undefined} aria-describedby={describedBy(id, texts)}>
        <CheckboxGroupContext.Provider value={context}>{children}</CheckboxGroupContext.Provider>
      </div>
    </FieldFrame>
  );
}

// ---------------------------------------------------------------------------------------------------------------------

export type FieldsetProps = FieldStyleProps & {
  legend?: ReactNode;
  variant?: 'default' | 'filled' | 'unstyled';
  id?: string;
  tabIndex?: number;
  disabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
  'aria-describedby'?: string;
};

const FIELDSET_VARIANT = { default: 'm_84c9523a', filled: 'm_ef274e49', unstyled: 'm_eda993d3' } as const;

/** A fieldset with its legend (Mantine's Fieldset). */
export function Fieldset(props: FieldsetProps) {
  const { legend, variant = 'default', className, style, mt, mb, maw, w, children, ...rest } = props;
  return (
    <fieldset {...rest} ref={refOf(props)} className={joinClasses(FIELDSET_VARIANT[variant], 'm_e9408a47 mantine-Fieldset-root', className)} style={rootStyle({ style, mt, mb, maw, w })} data-variant={variant}>
      {legend && <legend className={joinClasses(variant === 'unstyled' && 'm_74ca27fe', 'm_90794832 mantine-Fieldset-legend')}>{legend}</legend>}
      {children}
    </fieldset>
  );
}
