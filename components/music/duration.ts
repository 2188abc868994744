/** The values of the music catalogue's `duration` message for a length in seconds (5400 → 1h 30m, 240 → 4m, 45 → 45s). */
export function durationValues(seconds: number): { hours: number; minutes: number; seconds: number } {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds };
}
