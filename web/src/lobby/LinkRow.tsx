// One link with its copy button.
import { CopyButton } from './CopyButton.js';

export function LinkRow({ label, url, testId }: { label: string; url: string; testId?: string }) {
  return (
    <div className="link-row">
      <span className="link-label">{label}</span>
      <input readOnly value={url} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton text={url} />
    </div>
  );
}
