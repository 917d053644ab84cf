import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type Loadable, useStaffData } from './staff-data';

/** A request whose answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Renders useStaffData with a key the test changes, and records the state every render showed. */
function renderStaffData(loads: Record<string, () => Promise<string>>, firstKey: string) {
  const seen: Array<{ key: string; state: Loadable<string> }> = [];
  const hook = renderHook(
    ({ dataKey }: { dataKey: string }) => {
      const result = useStaffData(dataKey, loads[dataKey] as () => Promise<string>);
      seen.push({ key: dataKey, state: result.state });
      return result;
    },
    { initialProps: { dataKey: firstKey } },
  );
  return { ...hook, seen };
}

describe('useStaffData', () => {
  test("after its key changes, no render shows the previous request's answer", async () => {
    const reviews = deferred<string>();
    const { result, rerender, seen } = renderStaffData(
      { all: () => Promise.resolve('the whole queue'), reviews: () => reviews.promise },
      'all',
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'the whole queue' }));

    rerender({ dataKey: 'reviews' });
    const whileLoading = seen.filter((render) => render.key === 'reviews');
    expect(whileLoading.length).toBeGreaterThan(0);
    expect(whileLoading.map((render) => render.state)).toEqual(
      whileLoading.map(() => ({ status: 'loading' })),
    );

    await act(async () => reviews.resolve('the reviews'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'the reviews' });
  });

  test("a late answer to the previous key does not replace the current key's", async () => {
    const all = deferred<string>();
    const { result, rerender } = renderStaffData(
      { all: () => all.promise, reviews: () => Promise.resolve('the reviews') },
      'all',
    );
    rerender({ dataKey: 'reviews' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'the reviews' }));
    await act(async () => all.resolve('the whole queue'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'the reviews' });
  });

  test("setState changes the current key's state (a moderator's decision updates the shown item)", async () => {
    const { result } = renderStaffData({ item: () => Promise.resolve('open') }, 'item');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'open' }));
    act(() => result.current.setState({ status: 'ready', data: 'decided' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'decided' });
  });
});
