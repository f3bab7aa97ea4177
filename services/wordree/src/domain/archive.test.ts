import { describe, expect, it } from 'vitest';
import { archiveDayView } from '@hub/kit';
import { archiveProgressOf, type DayPlay } from './archive';

const play = (over: Partial<DayPlay> = {}): DayPlay => ({
  submitted: false,
  finishedInArchive: false,
  begun: false,
  ...over,
});

const viewOf = (over: Partial<DayPlay>) =>
  archiveDayView(archiveProgressOf('2025-03-01', play(over)));

describe('archiveProgressOf', () => {
  it('numbers a day as every game numbers it (2025-01-01 is #1)', () => {
    expect(archiveProgressOf('2025-03-01', play())).toEqual({
      day: '2025-03-01',
      number: 60,
      started: false,
      finished: false,
      archive: false,
    });
  });

  it('is new until a chain is begun, then started', () => {
    expect(viewOf({})).toMatchObject({ status: 'new', playedAs: null });
    expect(viewOf({ begun: true })).toMatchObject({ status: 'started', playedAs: null });
  });

  it('is finished as daily once submitted on its day, as archive once handed in later', () => {
    expect(viewOf({ begun: true, submitted: true })).toMatchObject({
      status: 'finished',
      playedAs: 'daily',
    });
    expect(viewOf({ begun: true, finishedInArchive: true })).toMatchObject({
      status: 'finished',
      playedAs: 'archive',
    });
  });

  it("counts the day's own submission first when a guest's archive result joined an account's", () => {
    expect(viewOf({ begun: true, submitted: true, finishedInArchive: true })).toMatchObject({
      status: 'finished',
      playedAs: 'daily',
    });
  });

  it('never reads a finished day as unstarted', () => {
    expect(archiveProgressOf('2025-03-01', play({ submitted: true })).started).toBe(true);
  });
});
