import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVisitorsFirst, MAX_STAFF_WAIT_MS } from '../src/visitors-first.ts';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('visitors first', () => {
  it("holds staff work back while a visitor's request is in flight, and runs it when the request ends", async () => {
    const lanes = createVisitorsFirst();
    const order: string[] = [];
    const page = deferred();
    const visit = lanes.visitor(async () => {
      order.push('visitor starts');
      await page.promise;
      order.push('visitor ends');
    });
    const staff = lanes.staff(async () => order.push('staff query'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['visitor starts']);
    page.resolve();
    await Promise.all([visit, staff]);
    expect(order).toEqual(['visitor starts', 'visitor ends', 'staff query']);
  });

  it('lets a request that arrives while staff work waits for its turn go first', async () => {
    const lanes = createVisitorsFirst();
    const order: string[] = [];
    const staff = lanes.staff(async () => order.push('staff query'));
    const visit = lanes.visitor(async () => order.push('visitor'));
    await Promise.all([visit, staff]);
    expect(order).toEqual(['visitor', 'staff query']);
  });

  it('waits for visitors at most a bounded while, so a trickling client cannot stop the inbox', async () => {
    vi.useFakeTimers();
    const lanes = createVisitorsFirst();
    void lanes.visitor(() => new Promise(() => undefined));
    let ran = false;
    const staff = lanes.staff(async () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(MAX_STAFF_WAIT_MS - 1);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await staff;
    expect(ran).toBe(true);
  });

  it('runs staff work at once when no visitor is in flight, and passes failures through', async () => {
    const lanes = createVisitorsFirst();
    expect(await lanes.staff(async () => 42)).toBe(42);
    await expect(lanes.staff(async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(lanes.visitor(async () => Promise.reject(new Error('bad')))).rejects.toThrow(
      'bad',
    );
    expect(await lanes.staff(async () => 'still runs')).toBe('still runs');
  });
});

describe('staff work', () => {
  it('runs one piece at a time, each looking for visitors when its turn comes', async () => {
    const lanes = createVisitorsFirst();
    const order: string[] = [];
    const first = deferred();
    const started = deferred();
    const one = lanes.staff(async () => {
      order.push('staff 1 starts');
      started.resolve();
      await first.promise;
      order.push('staff 1 ends');
    });
    const two = lanes.staff(async () => order.push('staff 2'));
    await started.promise;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // A visitor arrives while the first piece runs: the second piece waits for the visitor, not only for the first.
    const page = deferred();
    const visit = lanes.visitor(async () => {
      order.push('visitor starts');
      await page.promise;
      order.push('visitor ends');
    });
    first.resolve();
    await one;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['staff 1 starts', 'visitor starts', 'staff 1 ends']);
    page.resolve();
    await Promise.all([visit, two]);
    expect(order).toEqual([
      'staff 1 starts',
      'visitor starts',
      'staff 1 ends',
      'visitor ends',
      'staff 2',
    ]);
  });
});
