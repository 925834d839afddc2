import { CopyButton } from './copy-button';

type CopyValueProps = {
  label: string;
  value: string;
  /** The button's name for screen readers ("Copy the record's name"). */
  copyLabel: string;
  copiedLabel: string;
  onCopyFailed: () => void;
};

/** A value to type exactly as shown elsewhere (a DNS record, a URL): its label, the value and a copy button. */
export function CopyValue({ label, value, copyLabel, copiedLabel, onCopyFailed }: CopyValueProps) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-900 wrap-anywhere dark:bg-slate-900 dark:text-slate-100">
          {value}
        </code>
        <CopyButton
          value={value}
          label={copyLabel}
          copiedLabel={copiedLabel}
          onError={onCopyFailed}
          className="shrink-0 px-3 py-1.5"
        />
      </div>
    </div>
  );
}
