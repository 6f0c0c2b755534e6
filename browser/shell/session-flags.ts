// sessionStorage, for the shell's loop guards. Private modes and strict settings throw on
// access: then every guard answers "already done", so the shell never loops.

export function claimOnce(key: string, value: string): boolean {
  try {
    if (window.sessionStorage.getItem(key) === value) return false;
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function clearFlag(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
