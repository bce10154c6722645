/**
 * True when `work` settles (fulfilled or rejected) within `ms`, false when it is still pending then. For
 * shutdown steps that must not hang on a peer that went away: the caller decides what to cut when it is false.
 * The timer does not keep the process alive, and a late rejection of `work` is handled here.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = work.then(
    () => true,
    () => true,
  );
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([settled, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
