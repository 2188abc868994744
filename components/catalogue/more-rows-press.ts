// What a visitor did to "More rows" before the rows' code arrived: more-rows.tsx notes it, and
// more-rows-body.tsx, whose link takes the place of the first one, carries it out once, when it mounts.

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

let focusedEarly = false;

/** Notes whether the first link had the focus when it gave way to the rows' own link. */
export function noteEarlyFocus(focused: boolean): void {
  focusedEarly = focused;
}

/** Whether the first link had the focus, so that the rows' link takes it; reading it clears it. */
export function takeEarlyFocus(): boolean {
  const focused = focusedEarly;
  focusedEarly = false;
  return focused;
}
