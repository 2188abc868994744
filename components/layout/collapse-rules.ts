// spec 001 §4 "Collapse groups": groups toggle open and closed; in only-one-active mode, opening one
// closes the others (the side navigation uses that mode, spec 000 §2).

export function toggleCollapse(open: readonly string[], id: string, onlyOne: boolean): string[] {
  if (open.includes(id)) return open.filter((openId) => openId !== id);
  return onlyOne ? [id] : [...open, id];
}

export function isCollapseOpen(open: readonly string[], id: string): boolean {
  return open.includes(id);
}
