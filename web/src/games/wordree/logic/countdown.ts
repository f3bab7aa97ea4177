/**
 * The daily countdown as HH:MM:SS, or '--:--:--' while the reset time is unknown
 * (docs/rules.md#wordree-on-screen).
 */
export function formatHms(msRemaining: number | null): string {
  if (msRemaining === null || !Number.isFinite(msRemaining)) return '--:--:--';
  const total = Math.max(0, Math.ceil(msRemaining / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
