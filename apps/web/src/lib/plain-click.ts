type ClickLike = Pick<
  MouseEvent,
  'button' | 'defaultPrevented' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
>;

/**
 * A click the app should follow itself: the main button with no modifier. A middle click or
 * Ctrl/⌘/Shift-click is left to the browser (new tab, new window), as a router link does.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
