import { describe, expect, it } from 'vitest';
import { createClientRateLimiter } from './rules.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createClientRateLimiter', () => {
  it('allows 3 submissions per rolling 60 seconds and refuses the 4th', () => {
    const time = clock();
    const limiter = createClientRateLimiter({ now: time.now });
    expect(limiter.tryAcquire()).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.tryAcquire()).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.tryAcquire()).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 30_000 });
  });

  it('rolls: a slot frees exactly when the oldest submission is 60 seconds old', () => {
    const time = clock();
    const limiter = createClientRateLimiter({ now: time.now });
    limiter.tryAcquire();
    time.advance(20_000);
    limiter.tryAcquire();
    limiter.tryAcquire();
    time.advance(39_999);
    expect(limiter.tryAcquire()).toEqual({ allowed: false, retryAfterMs: 1 });
    time.advance(1);
    expect(limiter.tryAcquire()).toEqual({ allowed: true });
    expect(limiter.tryAcquire()).toMatchObject({ allowed: false });
  });

  it('does not count refused attempts', () => {
    const time = clock();
    const limiter = createClientRateLimiter({ now: time.now });
    for (let i = 0; i < 10; i += 1) limiter.tryAcquire();
    time.advance(60_000);
    expect([limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire()]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
  });
});
