import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeCopyBox, currentCopyBox } from './copyBox';
import { shareOrCopy } from './share';

const shared = { title: 'Jotto', text: 'Can you beat my score on Jotto #7?' };

function stubNavigator(share?: () => Promise<void>, writeText?: () => Promise<void>) {
  vi.stubGlobal('navigator', {
    ...(share ? { share } : {}),
    ...(writeText ? { clipboard: { writeText } } : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  closeCopyBox();
});

describe('shareOrCopy', () => {
  it('uses the share sheet where there is one', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator(async () => {}, writeText);
    expect(await shareOrCopy(shared)).toBe('shared');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as the player’s choice', async () => {
    stubNavigator(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareOrCopy(shared)).toBe('dismissed');
    expect(currentCopyBox()).toBeNull();
  });

  it('copies when the sheet is missing or refuses', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator(undefined, writeText);
    expect(await shareOrCopy(shared)).toBe('copied');
    stubNavigator(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    }, writeText);
    expect(await shareOrCopy(shared)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(shared.text);
  });

  it('shows the text in a box when the clipboard fails too, or is missing', async () => {
    stubNavigator(undefined, async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    expect(await shareOrCopy(shared)).toBe('shown');
    expect(currentCopyBox()).toEqual(shared);
    closeCopyBox();
    stubNavigator();
    expect(await shareOrCopy(shared)).toBe('shown');
    expect(currentCopyBox()).toEqual(shared);
  });
});
