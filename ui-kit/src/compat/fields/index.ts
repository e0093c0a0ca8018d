// compatibility for phase B/C of issue 41: delete when nothing imports it
export { TextInput, Textarea, NativeSelect, Checkbox, Radio, Fieldset, type TextInputProps, type TextareaProps, type NativeSelectProps, type CheckboxProps, type RadioProps, type RadioGroupProps, type CheckboxGroupProps, type FieldsetProps, type SelectData } from './fields';
