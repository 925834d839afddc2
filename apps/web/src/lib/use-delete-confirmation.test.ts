import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeleteConfirmation } from './use-delete-confirmation';

describe('useDeleteConfirmation', () => {
  it('closes after a delete that worked, and keeps the dialog with the reason after one that failed', async () => {
    const onDeleted = vi.fn();
    let shouldFail = true;
    const remove = vi.fn(async () => {
      if (shouldFail)
        throw Object.assign(new Error('x'), { isAxiosError: true, response: { data: { message: 'Not yours.' } } });
    });
    const { result } = renderHook(() => useDeleteConfirmation({ remove, onDeleted, failureKey: 'tags:delete.failed' }));

    act(() => result.current.ask('tag-1'));
    expect(result.current.item).toBe('tag-1');
    await act(() => result.current.confirm());
    expect(result.current.item).toBe('tag-1');
    expect(result.current.error).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();

    shouldFail = false;
    await act(() => result.current.confirm());
    expect(remove).toHaveBeenLastCalledWith('tag-1');
    expect(onDeleted).toHaveBeenCalledWith('tag-1');
    expect(result.current.item).toBeNull();
    expect(result.current.error).toBeNull();
  });
});
