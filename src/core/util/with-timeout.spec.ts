import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves with the work when it finishes in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 100, () => new Error('late'))).resolves.toBe(42);
  });

  it('rejects with the given error once the time is up', async () => {
    const never = new Promise<number>(() => undefined);
    const result = withTimeout(never, 100, () => new Error('late'));
    jest.advanceTimersByTime(100);
    await expect(result).rejects.toThrow('late');
  });
});
