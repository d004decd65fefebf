/** A promise the test settles when it chooses: `release()` lets whatever awaits `promise` go on. */
export function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
