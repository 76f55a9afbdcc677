import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwipeConfirm } from './swipe-confirm';

const TRACK_WIDTH = 400;
const HANDLE_WIDTH = 50;
const TRAVEL = TRACK_WIDTH - HANDLE_WIDTH;

function renderSwipe(props: { disabled?: boolean } = {}) {
  const onConfirm = vi.fn();
  render(
    <SwipeConfirm
      label="Glissez pour confirmer"
      confirmedLabel="Confirmé !"
      onConfirm={onConfirm}
      data-testid="swipe"
      {...props}
    />,
  );
  const track = screen.getByTestId('swipe');
  const handle = screen.getByRole('slider', { name: 'Glissez pour confirmer' });
  return { onConfirm, track, handle };
}

/** Drags the handle by the given share of its travel and lets go. */
function drag(handle: HTMLElement, fraction: number) {
  fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10 + fraction * TRAVEL });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 10 + fraction * TRAVEL });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.getAttribute('role') === 'slider' ? HANDLE_WIDTH : TRACK_WIDTH;
    return new DOMRect(0, 0, width, 56);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SwipeConfirm', () => {
  it('is a labelled slider starting at 0', () => {
    const { handle, track } = renderSwipe();
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '100');
    expect(track).toHaveAttribute('data-state', 'idle');
    expect(track).toHaveTextContent('Glissez pour confirmer');
  });

  it('follows the pointer while dragging', () => {
    const { handle, track } = renderSwipe();
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10 + TRAVEL / 2 });
    expect(track).toHaveAttribute('data-state', 'dragging');
    expect(handle).toHaveAttribute('aria-valuenow', '50');
  });

  it('confirms at 95 % of the track and calls the action 300 ms later', () => {
    vi.useFakeTimers();
    const { handle, track, onConfirm } = renderSwipe();
    drag(handle, 0.95);
    expect(track).toHaveAttribute('data-state', 'confirmed');
    expect(track).toHaveTextContent('Confirmé !');
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(299));
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('springs back below 95 % and settles after 400 ms without confirming', () => {
    vi.useFakeTimers();
    const { handle, track, onConfirm } = renderSwipe();
    drag(handle, 0.94);
    expect(track).toHaveAttribute('data-state', 'reset');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(399));
    expect(track).toHaveAttribute('data-state', 'reset');
    act(() => vi.advanceTimersByTime(1));
    expect(track).toHaveAttribute('data-state', 'idle');
    act(() => vi.advanceTimersByTime(1000));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores a second gesture once confirmed', () => {
    vi.useFakeTimers();
    const { handle, onConfirm } = renderSwipe();
    drag(handle, 1);
    drag(handle, 1);
    fireEvent.keyDown(handle, { key: 'End' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    vi.useFakeTimers();
    const { handle, track, onConfirm } = renderSwipe({ disabled: true });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    expect(handle).toHaveAttribute('tabindex', '-1');
    drag(handle, 1);
    fireEvent.keyDown(handle, { key: 'End' });
    act(() => vi.advanceTimersByTime(1000));
    expect(track).toHaveAttribute('data-state', 'idle');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('can be moved to the end with the keyboard', async () => {
    const user = userEvent.setup();
    const { handle, track, onConfirm } = renderSwipe();
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(track).toHaveAttribute('data-state', 'confirmed');
    expect(handle).toHaveAttribute('aria-valuetext', 'Confirmé !');
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('springs back when a keyboard user leaves halfway', async () => {
    const user = userEvent.setup();
    const { handle, track, onConfirm } = renderSwipe();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '30');
    await user.tab();
    expect(track).toHaveAttribute('data-state', 'reset');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
