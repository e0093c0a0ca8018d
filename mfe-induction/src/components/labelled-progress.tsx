import type { CSSProperties } from 'react';
import { Progress } from 'ui-kit/widgets';

export const clock = (seconds: number, round = Math.floor) => {
  const whole = round(Math.max(0, seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

// Mantine's aria says only a percentage, and an aria-label on its root is not allowed (axe aria-allowed-attr).
export function LabelledProgress({ value, label, valueText, style, testId }: { value: number; label: string; valueText: string; style?: CSSProperties; testId?: string }) {
  const percent = Math.round(Math.max(0, Math.min(100, value)));
  return (
    <Progress.Root style={style} data-testid={testId}>
      <Progress.Section
        value={percent}
        withAria={false}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      />
    </Progress.Root>
  );
}
