/** Video duration as m:ss (minutes are not wrapped into hours: 65:00 for 65 minutes). */
export function formatVideoDuration(seconds: number | null | undefined): string {
  const whole =
    seconds != null && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
