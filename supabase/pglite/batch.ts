/**
 * Group commit for the single-connection embedded database: concurrent calls of one kind wait a moment and then run
 * together as one batch, so they share one transaction and statement instead of queueing for one each.
 */

/**
 * Runs the inputs together and returns one output per input, in the same order. All or nothing (one transaction):
 * when it rejects, nothing it did is kept, so its calls can be run again one at a time.
 */
export type BatchRunner<In, Out> = (inputs: readonly In[]) => Promise<readonly Out[]>;

interface PendingCall<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

/**
 * How many turns of the event loop a new batch waits for company before it starts. PGlite runs in this thread: while
 * a transaction runs nothing else does, so no request can join a running batch. The requests in flight reach the
 * queue between transactions, each when its own I/O (connection, body, hashing, the outbox file) completes, spread
 * over a few turns. Measured with 50 concurrent submissions on fresh connections (the load check's burst): 1 turn
 * left ~140 transactions and p95 ~750-940 ms, 5 turns ~30 and ~280-440 ms; more turns gained nothing measurable. An
 * idle turn takes microseconds, so a lone call hardly waits.
 */
const COLLECT_TURNS = 5;

/**
 * One call of `run` per batch. The first call made while no batch runs or waits starts one COLLECT_TURNS turns of the
 * event loop later (setImmediate); that batch takes every call made until then, and the calls made while it runs make
 * up the next one. When a batch of several calls fails, each of its calls is run again alone, in arrival order, so a
 * bad input rejects only its own caller, with the error it would have had on its own.
 */
export function batched<In, Out>(run: BatchRunner<In, Out>): (input: In) => Promise<Out> {
  let waiting: PendingCall<In, Out>[] = [];
  let running = false;

  async function settle(calls: readonly PendingCall<In, Out>[]): Promise<void> {
    let outputs: readonly Out[];
    try {
      outputs = await run(calls.map((call) => call.input));
    } catch (error) {
      if (calls.length === 1) calls[0]?.reject(error);
      else for (const call of calls) await settle([call]);
      return;
    }
    if (outputs.length !== calls.length) {
      const error = new Error(`batch gave ${outputs.length} results for ${calls.length} calls`);
      for (const call of calls) call.reject(error);
      return;
    }
    calls.forEach((call, index) => call.resolve(outputs[index] as Out));
  }

  function startAfter(turns: number): void {
    setImmediate(() => (turns > 1 ? startAfter(turns - 1) : void drain()));
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const calls = waiting;
      waiting = [];
      await settle(calls);
    }
    running = false;
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (running) return;
      running = true;
      startAfter(COLLECT_TURNS);
    });
}
