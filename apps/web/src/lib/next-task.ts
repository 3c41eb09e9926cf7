/**
 * Resolves in a task of its own, after what the browser has waiting (a tap, a frame), and without the
 * 4 ms a nested `setTimeout` waits: work split at these points never blocks the page for longer than
 * its parts (decision 0106).
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
