/**
 * Resolves in a new task of the browser's event loop. Work after `await nextTask()` is not part of
 * the task that awaited it: a phone can paint and answer a tap in between, and no single task
 * grows long (Lighthouse counts every task over 50 ms as blocking, ADR 0029). A message channel,
 * not setTimeout: nested timeouts are held back 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in the browser's next idle moment, in a task of its own (at the latest after `timeout`
 * ms, so a busy page does not hold it back for long). Without requestIdleCallback (Safari), the
 * next task.
 */
export function idle(timeout = 1000): Promise<void> {
  if (typeof window.requestIdleCallback !== 'function') return nextTask();
  return new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout }));
}
