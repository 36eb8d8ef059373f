/**
 * The embedded database runs in this thread, so a staff query holds up everything else the host does. Staff work
 * therefore waits while a visitor's request is in flight (a page, a contact post), a bounded while at most so that a
 * stream of visitors, or a client that trickles its body, only slows the inbox down; and it starts only on a new turn
 * of the event loop, after the requests that arrived meanwhile have started. Staff work runs one piece at a time,
 * each checking for visitors when its turn comes, so a visitor who arrives waits for one piece at most, not for every
 * piece several staff requests have queued.
 */
export const MAX_STAFF_WAIT_MS = 250;

export interface VisitorsFirst {
  /** Runs a visitor's request; staff work waits while any is in flight. */
  visitor<T>(work: () => Promise<T>): Promise<T>;
  /** Runs one piece of staff work, after the pieces before it, once no visitor's request is in flight (or after MAX_STAFF_WAIT_MS). */
  staff<T>(work: () => Promise<T>): Promise<T>;
}

export function createVisitorsFirst(maxWaitMs = MAX_STAFF_WAIT_MS): VisitorsFirst {
  let visitors = 0;
  let waiting: (() => void)[] = [];
  let staffTurn: Promise<unknown> = Promise.resolve();

  function releaseStaff() {
    const released = waiting;
    waiting = [];
    for (const resolve of released) resolve();
  }

  return {
    async visitor(work) {
      visitors += 1;
      try {
        return await work();
      } finally {
        visitors -= 1;
        if (visitors === 0) releaseStaff();
      }
    },
    staff(work) {
      const turn = staffTurn.then(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        if (visitors > 0)
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            setTimeout(resolve, maxWaitMs).unref();
          });
        return work();
      });
      staffTurn = turn.catch(() => undefined);
      return turn;
    },
  };
}
