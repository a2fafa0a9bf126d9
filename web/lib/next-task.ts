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
