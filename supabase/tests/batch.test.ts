import { describe, expect, it } from 'vitest';
import { batched } from '../pglite/batch.ts';

/** A runner that records every batch it is given and doubles its inputs; `bad` inputs make the whole batch fail. */
function doubler(bad: ReadonlySet<number> = new Set()) {
  const batches: number[][] = [];
  const run = batched(async (inputs: readonly number[]) => {
    batches.push([...inputs]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const failing = inputs.find((input) => bad.has(input));
    if (failing !== undefined) throw new Error(`bad input ${failing}`);
    return inputs.map((input) => input * 2);
  });
  return { run, batches };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched', () => {
  it('runs a lone call on its own', async () => {
    const { run, batches } = doubler();
    expect(await run(4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it('runs calls made within a few turns of the event loop together, in arrival order, each getting its own result', async () => {
    const { run, batches } = doubler();
    const first = [run(1), run(2)];
    await nextTurn();
    const second = [run(3), run(4), run(5)];
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('makes the calls that come while a batch runs the next batch', async () => {
    const { run, batches } = doubler();
    const first = [run(1), run(2)];
    while (batches.length === 0) await nextTurn();
    const second = [run(3), run(4)];
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('rejects only the caller whose input fails, with its own error, after running the batch one call at a time', async () => {
    const { run, batches } = doubler(new Set([3]));
    const results = await Promise.allSettled([1, 2, 3, 4].map((input) => run(input)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 4 },
      { status: 'rejected', reason: new Error('bad input 3') },
      { status: 'fulfilled', value: 8 },
    ]);
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('goes on with the next batch after a failed one', async () => {
    const { run, batches } = doubler(new Set([1]));
    await expect(run(1)).rejects.toThrow('bad input 1');
    expect(await Promise.all([run(2), run(3)])).toEqual([4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('rejects every caller of a batch that gave the wrong number of results', async () => {
    const run = batched(async (inputs: readonly number[]) => inputs.slice(1));
    const results = await Promise.allSettled([run(1), run(2), run(3)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
