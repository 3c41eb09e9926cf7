/** Waits until `check` holds (scheduled work runs in the background), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
