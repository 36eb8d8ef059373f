import { describe, expect, it } from 'vitest';
import { durationAttribute, localCount, waitingTime } from './waiting-time';

describe('how long a submission has waited, in words', () => {
  it('uses minutes under an hour, hours and minutes under two days, then days and hours', () => {
    expect(waitingTime(59, 'en')).toBe('0 min');
    expect(waitingTime(35 * 60 + 20, 'en')).toBe('35 min');
    expect(waitingTime(21 * 3600, 'en')).toBe('21 hr');
    expect(waitingTime(21 * 3600 + 5 * 60, 'en')).toBe('21 hr 5 min');
    expect(waitingTime(3 * 86400 + 4 * 3600 + 59 * 60, 'en')).toBe('3 days 4 hr');
  });

  it("speaks the viewer's locale", () => {
    expect(waitingTime(21 * 3600 + 5 * 60, 'de')).toBe('21 Std., 5 Min.');
    expect(localCount(1000, 'en-US')).toBe('1,000');
    expect(localCount(1000, 'de')).toBe('1.000');
  });

  it('gives a <time> element its duration', () => {
    expect(durationAttribute(21 * 3600 + 5 * 60 + 9)).toBe('PT21H5M');
  });
});
