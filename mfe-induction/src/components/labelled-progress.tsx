import type { CSSProperties } from 'react';
import { Progress } from 'ui-kit/widgets';

/**
 * A progress bar with a name and a spoken value ("3 of 4 modules completed", "0:05 of 0:15"): Mantine's own aria
 * attributes only say a percentage, and an aria label on its root is not allowed (axe aria-allowed-attr).
 */
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
