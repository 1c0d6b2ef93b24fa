/**
 * How late a request whose answer is lost may reach the server's handler: a loaded server
 * works on a request long after its client gave up (last session's 1,000-user run:
 * /payments/notify/sandbox p99 35.7 s against the client's 10 s), so its effect lands
 * while the app already does the next thing.
 */
export const LOST_REPLY_LATE_MAX_MS = 3_000;

/**
 * A fault for the invariant checks (issue #17, simtruth): the request reaches the server
 * and runs there to its end, but the app never hears the answer — what a client timeout
 * on an overloaded server does (last session's 1,000-user run: 11,295 requests timed out
 * at the client while the server completed them). `fraction` of the requests, drawn from
 * `random`, lose their reply: the app sees a network failure at once while the request
 * reaches the server up to LOST_REPLY_LATE_MAX_MS later, so the outcome is unknown to the
 * app, as it is to a phone. The run counts them as API.NETWORK with this fault named in
 * the message. Only while `active()`: the end checks read on a sound network.
 */
export function lossyFetch(fraction: number, random: () => number, active: () => boolean): typeof fetch {
  return async (input, init) => {
    if (!active() || fraction <= 0 || random() >= fraction) return fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const late = Math.floor(random() * LOST_REPLY_LATE_MAX_MS);
    // Sent without the app's abort signal: the app gives up, the server does not.
    setTimeout(() => {
      void fetch(input, { ...init, signal: null })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }, late);
    throw new TypeError(`the reply of ${new URL(url).pathname} was lost (sim fault --lose-replies)`);
  };
}
