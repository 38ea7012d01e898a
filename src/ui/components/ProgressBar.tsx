import './components.css';
interface ProgressBarProps {
  /** 0–100 */
  percent: number;
  label: string;
}

export function ProgressBar({ percent, label }: ProgressBarProps) {
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <div className="progress-bar" style={{ width: `${percent}%` }} />
      <span className="progress-label">{label}</span>
    </div>
  );
}
