import { Component, createRef, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  className?: string;
  /** The list's accessible name, where it needs one. */
  label?: string;
  /** Where the focus goes when the control that had it can no longer take it (hidden). */
  fallback?: () => HTMLElement | null;
}

interface Snapshot {
  element: HTMLElement;
  selection: { start: number | null; end: number | null; direction: string | null } | null;
}

const hasSelection = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    ['text', 'search', 'email', 'url'].includes(element.type));

/**
 * A list whose items React may move (a ticked task going to 完了済み, another person's reorder
 * arriving): moving an element takes it out of the page and back, and the browser drops its
 * focus on the way. This wrapper notes, just before React changes the page, which control
 * inside it had the focus (and where the cursor stood in a text field), and gives it back
 * right after, before the next paint. A class component: getSnapshotBeforeUpdate is React's
 * only hook that runs before its changes reach the page.
 */
export class FocusKeeper extends Component<Props> {
  private container = createRef<HTMLUListElement>();

  getSnapshotBeforeUpdate(): Snapshot | null {
    const active = document.activeElement;
    const container = this.container.current;
    if (!(active instanceof HTMLElement) || !container?.contains(active)) return null;
    return {
      element: active,
      selection: hasSelection(active)
        ? {
            start: active.selectionStart,
            end: active.selectionEnd,
            direction: active.selectionDirection,
          }
        : null,
    };
  }

  componentDidUpdate(_props: Props, _state: unknown, snapshot: Snapshot | null) {
    if (!snapshot || document.activeElement === snapshot.element) return;
    // Only a focus the move took away: not one the user (or the page) moved elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && active !== snapshot.element) return;
    const { element, selection } = snapshot;
    // Gone (a form closed): not this wrapper's business.
    if (!element.isConnected) return;
    if (!element.closest('[hidden]')) {
      element.focus({ preventScroll: true });
      if (selection && hasSelection(element))
        element.setSelectionRange(
          selection.start,
          selection.end,
          (selection.direction as 'forward' | 'backward' | 'none' | null) ?? undefined,
        );
      return;
    }
    this.props.fallback?.()?.focus({ preventScroll: true });
  }

  render() {
    return (
      <ul ref={this.container} className={this.props.className} aria-label={this.props.label}>
        {this.props.children}
      </ul>
    );
  }
}
