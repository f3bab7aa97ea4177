import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrapedGauge, SOURCE_TIMEOUT_MS } from './scraped-gauge';

function gauge() {
  const registry = new Registry();
  const scraped = new ScrapedGauge({
    name: 'test_backlog',
    help: 'A backlog, read at scrape time',
    labelNames: ['service'],
    registers: [registry],
  });
  const values = async () =>
    Object.fromEntries(
      (await registry.getSingleMetric('test_backlog')!.get()).values.map((value) => [
        value.labels.service,
        value.value,
      ]),
    );
  return { scraped, values };
}

describe('ScrapedGauge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads every source at each scrape', async () => {
    const { scraped, values } = gauge();
    let jotto = 3;
    scraped.add(async () => [{ labels: { service: 'jotto' }, value: jotto }]);
    scraped.add(() => [{ labels: { service: 'bloom' }, value: 0 }]);
    expect(await values()).toEqual({ jotto: 3, bloom: 0 });
    jotto = 1;
    expect(await values()).toEqual({ jotto: 1, bloom: 0 });
  });

  it('stops reading a source once it is removed, and drops its series', async () => {
    const { scraped, values } = gauge();
    const remove = scraped.add(() => [{ labels: { service: 'jotto' }, value: 3 }]);
    expect(await values()).toEqual({ jotto: 3 });
    remove();
    expect(await values()).toEqual({});
  });

  it('leaves out the series of a source that fails, keeping the others', async () => {
    const { scraped, values } = gauge();
    scraped.add(async () => {
      throw new Error('database down');
    });
    scraped.add(() => [{ labels: { service: 'bloom' }, value: 2 }]);
    expect(await values()).toEqual({ bloom: 2 });
  });

  it('does not wait for a source that hangs', async () => {
    vi.useFakeTimers();
    const { scraped, values } = gauge();
    scraped.add(() => new Promise(() => {}));
    scraped.add(() => [{ labels: { service: 'bloom' }, value: 2 }]);
    const read = values();
    await vi.advanceTimersByTimeAsync(SOURCE_TIMEOUT_MS);
    expect(await read).toEqual({ bloom: 2 });
  });
});
