// "More rows" pressed before the rows' code arrived (more-rows.tsx notes it, more-rows-body.tsx
// carries it out once, when it mounts).

let pressedEarly = false;

export function noteEarlyPress(): void {
  pressedEarly = true;
}

/** Whether "More rows" was pressed early; reading it clears it. */
export function takeEarlyRequest(): boolean {
  const pressed = pressedEarly;
  pressedEarly = false;
  return pressed;
}
